/**
 * The chat panel's own words (content/chatbot.yml, `panel`): header, buttons, the names screen
 * readers hear and the contact form summary's opening. Only the panel's code, loaded on first
 * use, carries them; the chat's answers are app/features/chatbot/script.ts's.
 */
import chatbot from "./generated/chatbot.json" with { type: "json" };
import type { ChatbotRecord } from "./schema";
import { fillPlaceholders } from "./site";

export const chatTexts: ChatbotRecord["panel"] = fillPlaceholders(chatbot.panel);
