import { useEffect } from "react";
import { trackEvent } from "./events";

/** What the chat's store looks like from here (no import of the chatbot feature). */
interface ChatStoreLike {
  getState(): { messages: readonly { sender: string }[] };
  subscribe(listener: () => void): () => void;
}

/** Records "Chat started" when a conversation gets the visitor's first message. */
export function useChatStartedEvent(store: ChatStoreLike) {
  useEffect(() => {
    const started = () => store.getState().messages.some((message) => message.sender === "user");
    let before = started();
    return store.subscribe(() => {
      const now = started();
      if (now && !before) trackEvent("Chat started");
      before = now;
    });
  }, [store]);
}
