/**
 * Reading the chat's hand-off back (lib/chat-handoff.ts), through a zod schema: a stored value of
 * another shape is no hand-off. Only the contact form reads it, so the schema library stays out
 * of the chat island, which carries the hand-off's writing side.
 */
import * as z from "zod/mini";
import { writeHandoff, type Handoff } from "./chat-handoff";
import { parseStored, storageKeys, tabStorage } from "./storage";

const handoffSchema: z.ZodMiniType<Handoff> = z.object({ message: z.string(), applied: z.boolean() });

/** A snapshot (`handoffSnapshot`) read back, or null when there is none or it is not ours. */
export function parseHandoff(raw: string | null): Handoff | null {
  return parseStored(raw, handoffSchema);
}

export function readHandoff(): Handoff | null {
  return parseHandoff(tabStorage.getItem(storageKeys.chatHandoff));
}

export function markHandoffApplied() {
  const handoff = readHandoff();
  if (handoff) writeHandoff({ ...handoff, applied: true });
}
