/**
 * What the chatbot says: the welcome, the six options with their answers and the keyword lists
 * are content (content/chatbot.yml, compiled from Markdown into the site's rich text by
 * scripts/content.mjs); the fixed replies and behaviour of spec §4 stay here. The answers'
 * placeholders ({name}, {phone}, ...) are filled from the settings with their `VITE_*` overrides.
 */

import chatbot from "~/content/generated/chatbot.json" with { type: "json" };
import type { ChatbotRecord } from "~/content/schema";
import { site } from "~/content/site";
import type { Href } from "~/lib/links";
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
type CompiledChatbot = Omit<ChatbotRecord, "welcome" | "options" | "thanks"> & {
  welcome: RichText;
  options: (Omit<ChatbotRecord["options"][number], "answer"> & { answer: RichText })[];
  thanks: RichText;
};

const { phone, emails } = site.contact;
const placeholders: Record<string, string> = {
  name: site.name,
  years: site.foundedYears,
  phone,
  tel: phone.replace(/[^\d+]/g, ""),
  email: emails.general,
  careersEmail: emails.careers,
  offices: site.contact.addresses.map((address) => address.label).join(" and "),
};
const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, key: string) => placeholders[key] ?? whole);

/** One answer with its placeholders filled; the link named `handoff` carries the chat to the contact form. */
function resolve(text: RichText, handoff?: string): RichText {
  const inline = (part: Inline): Inline => {
    if (typeof part === "string") return fill(part);
    if ("mark" in part) return { ...part, parts: part.parts.map(inline) };
    const link = { text: fill(part.text), href: fill(part.href) as Href };
    return handoff !== undefined && part.text === handoff ? { ...link, handoff: true } : link;
  };
  return text.map((block): Block =>
    block.kind === "list"
      ? { ...block, items: block.items.map((item) => item.map(inline)) }
      : { ...block, parts: block.parts.map(inline) },
  );
}

const content = chatbot as CompiledChatbot;

export const chatScript = {
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
} satisfies ChatScript<OptionId>;
