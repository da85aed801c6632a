import { island } from "~/components/ui/island";
import { ChatLauncher } from "~/features/chatbot/chat-launcher";

/** The chat button of every page: its code (React and the launcher) loads on first use. */
export const ChatIsland = island(ChatLauncher);
