/**
 * What the chatbot says: the welcome, the six options with their answers and the keyword lists
 * are content (content/chatbot.yml, compiled from Markdown into the site's rich text by
 * scripts/content.mjs); the fixed replies and behaviour of spec §4 stay here. The answers'
 * placeholders ({name}, {phone}, ...) are filled from the settings (`fillPlaceholders`).
 */

import chatbot from "~/content/generated/chatbot.json" with { type: "json" };
import type { ChatbotRecord } from "~/content/schema";
import { fillPlaceholders } from "~/content/site";
import { say, type Block, type Inline, type RichText } from "~/lib/rich-text";
import type { ChatScript } from "./engine";

export const OPTION_IDS = ["services", "roles", "hiring", "work", "jobs", "connect"] as const;
export type OptionId = (typeof OPTION_IDS)[number];

/** Spec §4 texts, word for word. */
export const FOLLOW_UP = "Do you have any more queries? (yes/no)";
export const NOT_UNDERSTOOD = "Sorry, I didn't understand that. Please choose one of the following options:";
export const FAREWELL = "Have a great day!";
export const WELCOME_QUESTION = "How can I assist you today?";

/** content/chatbot.yml as scripts/content.mjs wrote it: its Markdown fields are rich text. */
export type CompiledChatbot = Omit<ChatbotRecord, "welcome" | "options" | "thanks"> & {
  welcome: RichText;
  options: (Omit<ChatbotRecord["options"][number], "answer"> & { answer: RichText })[];
  thanks: RichText;
};

/** One answer with its placeholders filled; the link named `handoff` carries the chat to the contact form. */
function resolve(text: RichText, handoff?: string): RichText {
  const inline = (part: Inline): Inline => {
    if (typeof part === "string" || "mark" in part) return part;
    return handoff !== undefined && part.text === handoff ? { ...part, handoff: true } : part;
  };
  return fillPlaceholders(text).map((block): Block =>
    block.kind === "list"
      ? { ...block, items: block.items.map((item) => item.map(inline)) }
      : { ...block, parts: block.parts.map(inline) },
  );
}

/** The conversation's words from the chatbot's record: the site's, or the editor's preview of the entry. */
export const scriptFrom = (content: CompiledChatbot) =>
  ({
    welcome: [resolve(content.welcome), say(WELCOME_QUESTION)],
    options: content.options.map((option) => ({
      id: option.id,
      label: option.label,
      answer: resolve(option.answer, option.handoffLink),
      // Spec §4: Job Opportunities ends with a farewell, every other answer asks for more.
      then: option.id === "jobs" ? "farewell" : "ask-more",
    })),
    keywords: content.keywords,
    followUp: FOLLOW_UP,
    thanks: resolve(content.thanks),
    notUnderstood: NOT_UNDERSTOOD,
    farewell: FAREWELL,
  }) satisfies ChatScript<OptionId>;

export const chatScript = scriptFrom(chatbot as CompiledChatbot);
