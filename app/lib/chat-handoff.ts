/**
 * The chatbot's hand-off to the contact form: the chat stores a summary of the conversation here
 * (sessionStorage, this tab only) and the contact form puts it in its message field once, for
 * the visitor to edit and send (or clear). Shared by two features, so it lives in lib. Nothing
 * is sent anywhere from here. Storage can be blocked: then there is simply no hand-off.
 */
import { createSignal } from "./signal";
import { tabStorage } from "./tab-storage";

const KEY = "altura:chat-handoff";

const changed = createSignal();

/** Calls `listener` whenever the hand-off changes in this tab (for `useSyncExternalStore`). */
export const subscribeHandoff = changed.subscribe;

export interface Handoff {
  message: string;
  /** Already put in the form (later page loads keep the form's own draft instead). */
  applied: boolean;
}

function write(handoff: Handoff) {
  tabStorage.setItem(KEY, JSON.stringify(handoff));
  changed.emit();
}

/** Offers `message` to the contact form (replacing an earlier offer). */
export function offerHandoff(message: string) {
  write({ message, applied: false });
}

/** The stored hand-off as saved (a stable string, for `useSyncExternalStore`), or null. */
export function handoffSnapshot(): string | null {
  return tabStorage.getItem(KEY);
}

/** A snapshot read back, or null when there is none or it is not ours. */
export function parseHandoff(raw: string | null): Handoff | null {
  try {
    const parsed: unknown = JSON.parse(raw ?? "null");
    if (typeof parsed !== "object" || parsed === null) return null;
    const { message, applied } = parsed as Record<string, unknown>;
    return typeof message === "string" && typeof applied === "boolean" ? { message, applied } : null;
  } catch {
    return null;
  }
}

export function readHandoff(): Handoff | null {
  return parseHandoff(handoffSnapshot());
}

export function markHandoffApplied() {
  const handoff = readHandoff();
  if (handoff) write({ ...handoff, applied: true });
}

export function clearHandoff() {
  tabStorage.removeItem(KEY);
  changed.emit();
}
