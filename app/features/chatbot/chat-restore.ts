/**
 * The chat left open on the last page, in this page's first frame. Inline in `<head>`
 * (app/layouts/behaviours.ts), it runs before anything is painted: when the tab holds an open chat
 * it marks the document (`CHAT_RESTORED`, which app.css reads to show the stand-in,
 * ./chat-stand-in.tsx) and, as soon as the stand-in is parsed, draws the stored conversation into
 * it as plain text, its draft in the field and the options only where they were shown. The
 * launcher's island loads at once in such a tab (client:use's storedKeys) and its panel takes the
 * stand-in's place, in the same frame (chat-launcher.tsx).
 *
 * What is stored may be anything (lib/storage.ts): this reads only strings out of it, through
 * `textContent`, never markup, and skips whatever has another shape; the panel's own reading
 * (the schema in ./saved-state.ts) decides what the conversation is once its code has come.
 */
import { CHAT_HISTORY_MAX_MESSAGES } from "~/content/constants";
import { whenParsed } from "~/lib/page-lifecycle";
import { storageKeys } from "~/lib/storage";
import { ANSWER_LINK, CHAT_RESTORED, CHAT_STAND_IN, CHAT_STAND_IN_MESSAGES } from "./chat-look";

type Data = Record<string, unknown>;
const isData = (value: unknown): value is Data => typeof value === "object" && value !== null;
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const MARKS = ["strong", "em", "code"];

function drawInline(parent: Element, parts: unknown) {
  for (const part of listOf(parts)) {
    if (typeof part === "string") parent.append(part);
    else if (isData(part) && typeof part.text === "string") {
      // A link's words, drawn as the panel draws its links; the stand-in is not for following them.
      const link = parent.appendChild(document.createElement("span"));
      link.className = ANSWER_LINK;
      link.textContent = part.text;
    } else if (isData(part) && MARKS.includes(part.mark as string))
      drawInline(parent.appendChild(document.createElement(part.mark as string)), part.parts);
  }
}

function drawBlock(parent: Element, block: unknown) {
  if (!isData(block)) return;
  if (block.kind === "list") {
    const list = parent.appendChild(document.createElement(block.ordered === true ? "ol" : "ul"));
    if (typeof block.start === "number") list.setAttribute("start", String(block.start));
    for (const item of listOf(block.items)) drawInline(list.appendChild(document.createElement("li")), item);
  } else if (block.kind === "paragraph" || block.kind === "heading") {
    const level = block.kind === "heading" && [2, 3, 4].includes(block.level as number) ? block.level : 0;
    drawInline(parent.appendChild(document.createElement(level ? `h${level}` : "p")), block.parts);
  }
}

/** Draws `saved` (the stored conversation, any shape) into the parsed stand-in. */
export function drawConversation(standIn: Element, messages: HTMLTemplateElement, saved: unknown) {
  const [userItem, botItem] = messages.content.querySelectorAll("li");
  const log = standIn.querySelector("ol");
  const input = standIn.querySelector("input");
  if (!isData(saved) || !userItem || !botItem || !log || !input) return;
  let previous: unknown;
  for (const message of listOf(saved.messages).slice(0, CHAT_HISTORY_MAX_MESSAGES)) {
    if (!isData(message)) continue;
    if (message.sender === "user" && typeof message.text === "string") {
      const item = log.appendChild(userItem.cloneNode(true) as Element);
      item.querySelector("p > span:last-child")?.append(message.text);
    } else if (message.sender === "bot") {
      const item = log.appendChild(botItem.cloneNode(true) as Element);
      // The avatar keeps its place but shows once per run of the bot's messages, as in the panel.
      if (previous === "bot") item.firstElementChild?.classList.add("invisible");
      const body = item.querySelector("li > div > div");
      for (const block of listOf(message.body)) if (body) drawBlock(body, block);
    } else continue;
    previous = message.sender;
  }
  if (saved.showOptions !== true) standIn.querySelector('[role="group"]')?.remove();
  const draft = typeof saved.draft === "string" ? saved.draft : "";
  input.disabled = saved.inputEnabled !== true;
  input.value = draft;
  // Send as the panel draws it: enabled when the field takes typing and holds some.
  const send = standIn.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (send) send.disabled = input.disabled || draft.trim() === "";
  // The newest message in view, as the panel shows it when it opens.
  const scroller = log.parentElement;
  if (scroller) scroller.scrollTop = scroller.scrollHeight;
}

export default function chatRestore() {
  let open = false;
  let saved: unknown = null;
  try {
    open = sessionStorage.getItem(storageKeys.chatOpen) !== null;
    saved = JSON.parse(sessionStorage.getItem(storageKeys.chat) ?? "null");
  } catch {
    // Blocked storage: no chat to restore. A conversation that is not JSON: the frame alone.
  }
  if (!open) return;
  document.documentElement.setAttribute(CHAT_RESTORED, "");

  // The template comes before the panel: both are whole once the panel's field is parsed.
  const draw = () => {
    const standIn = document.querySelector(`[${CHAT_STAND_IN}]`);
    const messages = document.querySelector<HTMLTemplateElement>(`template[${CHAT_STAND_IN_MESSAGES}]`);
    if (!standIn?.querySelector("input") || !messages) return false;
    drawConversation(standIn, messages, saved);
    return true;
  };
  const watch = new MutationObserver(() => {
    if (draw()) watch.disconnect();
  });
  watch.observe(document, { childList: true, subtree: true });
  whenParsed(() => watch.disconnect());
}
