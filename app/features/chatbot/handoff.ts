/**
 * The summary of a conversation that "Connect with Us" hands to the contact form: the options the
 * visitor picked and the questions they typed, in order, within the contact message's limits.
 * Pure; the panel stores the result with `offerHandoff` (app/lib/chat-handoff.ts).
 */

import { CONTACT_MESSAGE_MAX_LENGTH } from "~/content/constants";
import { readAnswer, type ChatMessage, type ChatScript } from "./engine";
import { chatTexts } from "~/content/chat-texts";

export const SUMMARY_PREFIX = `${chatTexts.handoffPrefix} `;
/** When the visitor said nothing yet (the link is only offered after a choice, so rarely). */
export const SUMMARY_FALLBACK = chatTexts.handoffFallback;
/** A typed question is kept to this length, so one long message leaves room for the others. */
export const TYPED_QUESTION_MAX_LENGTH = 60;

const ELLIPSIS = "…";

/**
 * `text` with runs of white space made single, and at most `max` characters (UTF-16 code units,
 * as the form's schema counts): cut at the last word boundary that fits, with an ellipsis.
 * A single word longer than half the room is cut inside the word. Never splits a surrogate pair.
 */
export function fitToLength(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  if (max < 1) return "";
  const room = max - ELLIPSIS.length;
  // A word that ends right at `room` (before a space or punctuation) is kept whole.
  let cut = /[\s,;:.!?]/.test(clean[room] ?? "") ? room : clean.lastIndexOf(" ", room);
  if (cut < room / 2) cut = room;
  let head = clean.slice(0, cut);
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  // No dangling punctuation before the ellipsis ("Services;…").
  return head.replace(/[\s,;:.!?\-–—]+$/u, "") + ELLIPSIS;
}

/**
 * What the visitor said, in order: the labels of the options they picked, and what they typed
 * (in quotes), without their yes/no replies to the follow-up question and without repeats.
 */
export function visitorChoices(
  messages: readonly ChatMessage[],
  script: Pick<ChatScript, "options">,
): string[] {
  const labels = new Set(script.options.map((option) => option.label));
  const choices: string[] = [];
  for (const message of messages) {
    if (message.sender !== "user") continue;
    const text = message.text.replace(/\s+/g, " ").trim();
    if (text === "" || readAnswer(text) !== "other") continue;
    const choice = labels.has(text) ? text : `“${fitToLength(text, TYPED_QUESTION_MAX_LENGTH)}”`;
    if (!choices.includes(choice)) choices.push(choice);
  }
  return choices;
}

/**
 * The contact message prefilled from a conversation: "From your website chat: Explore Services;
 * “do you hire in Europe?”; Connect with Us." Between MESSAGE_MIN_LENGTH and `max` characters
 * (the contact schema's limits).
 */
export function summarizeChat(
  messages: readonly ChatMessage[],
  script: Pick<ChatScript, "options">,
  max: number = CONTACT_MESSAGE_MAX_LENGTH,
): string {
  const choices = visitorChoices(messages, script);
  const body = choices.length ? `${choices.join("; ")}.` : SUMMARY_FALLBACK;
  // The prefix (24 characters) keeps any summary over MESSAGE_MIN_LENGTH whenever `max` allows it.
  return fitToLength(SUMMARY_PREFIX + body, max);
}
