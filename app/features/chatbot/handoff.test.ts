import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH } from "~/content/constants";
import { contactSchema } from "~/features/contact/schemas";
import type { ChatMessage } from "./engine";
import {
  fitToLength,
  summarizeChat,
  SUMMARY_PREFIX,
  TYPED_QUESTION_MAX_LENGTH,
  visitorChoices,
} from "./handoff";
import { chatScript } from "./script";

let nextId = 1;
const user = (text: string): ChatMessage => ({ id: nextId++, sender: "user", text });
const bot = (text: string): ChatMessage => ({
  id: nextId++,
  sender: "bot",
  body: [{ kind: "paragraph", parts: [text] }],
});

/** The message field of the contact schema accepts `message`. */
function acceptedAsMessage(message: string) {
  const result = contactSchema.safeParse({
    name: "Ada",
    email: "ada@example.com",
    phoneNumber: "+1 212 555 0142",
    country: "India",
    message,
  });
  return result.success;
}

describe("fitToLength", () => {
  it("keeps text that fits, with white space made single", () => {
    expect(fitToLength("  Explore   Services\n now ", 40)).toBe("Explore Services now");
    expect(fitToLength("exactly ten", 11)).toBe("exactly ten");
  });

  it("cuts on a word boundary and ends with an ellipsis, never over the maximum", () => {
    const cut = fitToLength("one two three four five six", 16);
    expect(cut).toBe("one two three…");
    expect(cut.length).toBeLessThanOrEqual(16);
  });

  it("takes a boundary right at the limit", () => {
    // "one two three" is 13 characters; with the ellipsis it is 14.
    expect(fitToLength("one two three four", 14)).toBe("one two three…");
  });

  it("drops punctuation left dangling before the ellipsis", () => {
    expect(fitToLength("Explore Services; Hiring TimeLine and Process", 20)).toBe("Explore Services…");
  });

  it("cuts inside a word that leaves no usable boundary", () => {
    const long = `a ${"x".repeat(200)}`;
    const cut = fitToLength(long, 50);
    expect(cut).toHaveLength(50);
    expect(cut.endsWith("…")).toBe(true);
  });

  it("never splits a surrogate pair (an emoji) at the cut", () => {
    const text = "😀".repeat(20); // 40 UTF-16 code units, no spaces
    const cut = fitToLength(text, 10);
    expect(cut.length).toBeLessThanOrEqual(10);
    expect(cut).toBe("😀😀😀😀…");
    expect(() => encodeURIComponent(cut)).not.toThrow(); // a lone surrogate would throw
  });

  it("holds its maximum for every length", () => {
    const text = "We need three Salesforce developers for a six month project starting in May, remote.";
    for (let max = 1; max <= text.length + 5; max++) {
      expect(fitToLength(text, max).length, `max ${max}`).toBeLessThanOrEqual(max);
    }
  });
});

describe("visitorChoices", () => {
  it("lists picked options and typed questions in order, without yes/no replies or repeats", () => {
    const messages = [
      bot("Hi there!"),
      user("Explore Services"),
      bot("Do you have any more queries? (yes/no)"),
      user("Yes"),
      user("do you place java developers?"),
      user("no."),
      user("Explore Services"),
      user("Connect with Us"),
    ];
    expect(visitorChoices(messages, chatScript)).toEqual([
      "Explore Services",
      "“do you place java developers?”",
      "Connect with Us",
    ]);
  });

  it("shortens a long typed question", () => {
    const [choice] = visitorChoices([user("word ".repeat(40))], chatScript);
    expect(choice!.length).toBeLessThanOrEqual(TYPED_QUESTION_MAX_LENGTH + 2); // plus the quotes
    expect(choice).toMatch(/^“word( word)*…”$/);
  });
});

describe("summarizeChat", () => {
  it("summarises the visitor's choices after a short introduction", () => {
    const summary = summarizeChat(
      [user("Hiring TimeLine and Process"), user("yes"), user("Connect with Us")],
      chatScript,
    );
    expect(summary).toBe(`${SUMMARY_PREFIX}Hiring TimeLine and Process; Connect with Us.`);
    expect(acceptedAsMessage(summary)).toBe(true);
  });

  it("stays within the contact message's limits however long the chat was", () => {
    const messages = [
      ...chatScript.options.map((option) => user(option.label)),
      user("Can you staff a team of five Salesforce developers and a project manager for a year?"),
      user("x".repeat(500)),
    ];
    const summary = summarizeChat(messages, chatScript);
    expect(summary.length).toBeLessThanOrEqual(CONTACT_MESSAGE_MAX_LENGTH);
    expect(summary.length).toBeGreaterThanOrEqual(MESSAGE_MIN_LENGTH);
    expect(summary.startsWith(`${SUMMARY_PREFIX}Explore Services; Roles & Skills Requirements;`)).toBe(true);
    expect(summary.endsWith("…")).toBe(true);
    expect(acceptedAsMessage(summary)).toBe(true);
  });

  it("reaches the minimum length even when the visitor said nothing", () => {
    const summary = summarizeChat([bot("Hi there!")], chatScript);
    expect(summary.length).toBeGreaterThanOrEqual(MESSAGE_MIN_LENGTH);
    expect(acceptedAsMessage(summary)).toBe(true);
  });

  it("honours a smaller maximum", () => {
    const summary = summarizeChat([user("Explore Services"), user("Connect with Us")], chatScript, 41);
    expect(summary).toBe(`${SUMMARY_PREFIX}Explore Services…`);
  });
});
