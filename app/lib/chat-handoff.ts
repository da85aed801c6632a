/**
 * The chatbot's hand-off to the contact form: the chat stores a summary of the conversation here
 * (sessionStorage, this tab only) and the contact form puts it in its message field once, for
 * the visitor to edit and send (or clear). Shared by two features, so it lives in lib. Nothing
 * is sent anywhere from here. Storage can be blocked: then there is simply no hand-off.
 */
import { createSignal } from "./signal";
import { storageKeys, tabStorage, writeStored } from "./storage";

const KEY = storageKeys.chatHandoff;

const changed = createSignal();

/** Calls `listener` whenever the hand-off changes in this tab (for `useSyncExternalStore`). */
export const subscribeHandoff = changed.subscribe;

export interface Handoff {
  message: string;
  /** Already put in the form (later page loads keep the form's own draft instead). */
  applied: boolean;
}

/**
 * Dispatched on the window when the chat offers a hand-off: the contact form's island, if its code
 * has not come yet, loads on it (`client:use` with `wakeOn`), then reads the offer from storage.
 */
export const HANDOFF_EVENT = "site:chat-handoff";

/** Stores `handoff` (replacing an earlier one). It is read back with `chat-handoff-read.ts`. */
export function writeHandoff(handoff: Handoff) {
  writeStored(tabStorage, KEY, handoff);
  changed.emit();
  window.dispatchEvent(new Event(HANDOFF_EVENT));
}

/** Offers `message` to the contact form (replacing an earlier offer). */
export function offerHandoff(message: string) {
  writeHandoff({ message, applied: false });
}

/** The stored hand-off as saved (a stable string, for `useSyncExternalStore`), or null. */
export function handoffSnapshot(): string | null {
  return tabStorage.getItem(KEY);
}

export function clearHandoff() {
  tabStorage.removeItem(KEY);
  changed.emit();
}
