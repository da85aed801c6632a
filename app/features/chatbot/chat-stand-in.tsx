import type { ChatMessage, ChatState } from "./engine";
import type { ChatStore } from "./chat-store";
import { CHAT_STAND_IN, CHAT_STAND_IN_MESSAGES } from "./chat-look";
import { geometry } from "./chat-launcher";
import { ChatPanel, MessageItem } from "./chat-panel";

/** The panel as the stand-in draws it: no messages yet (the head script adds the stored ones). */
const frame: ChatState = {
  messages: [],
  showOptions: true,
  inputEnabled: true,
  draft: "",
  pending: [],
  nextId: 1,
};
const frozen: ChatStore = { getState: () => frame, dispatch: () => {}, subscribe: () => () => {} };
const nothing = () => {};
/** One empty message of each sender, in the order the head script reads them: the user's, the bot's. */
const emptyMessages: ChatMessage[] = [
  { id: 0, sender: "user", text: "" },
  { id: 0, sender: "bot", body: [] },
];

/**
 * The chat panel as it looks on the page a visitor left with the chat open, drawn at build time
 * into every page (page.astro, early in `<body>`, so it is parsed before the first paint) and
 * hidden. When the tab holds an open chat, the head script (./chat-restore.ts) shows it and fills
 * in the stored conversation, copying the empty messages of its `<template>` (before the panel: complete once the panel's
 * field is parsed); the page paints
 * with the chat open, and the launcher's island replaces it with the real panel in the same place
 * as soon as its code has come. Not interactive (inert, hidden from assistive technology): a
 * picture of the panel until the panel itself is there, so nothing can be typed into it and lost.
 */
export function ChatStandIn() {
  return (
    <>
      <template {...{ [CHAT_STAND_IN_MESSAGES]: "" }}>
        <ul>
          {emptyMessages.map((message) => (
            <MessageItem
              key={message.sender}
              message={message}
              firstOfRun
              onNavigate={nothing}
              onHandoff={nothing}
            />
          ))}
        </ul>
      </template>
      <ChatPanel
        store={frozen}
        onClose={nothing}
        takeFocus={false}
        arrive={false}
        inert
        aria-hidden="true"
        style={geometry}
        {...{ [CHAT_STAND_IN]: "" }}
      />
    </>
  );
}
