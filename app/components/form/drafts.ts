/**
 * Half-typed messages kept in sessionStorage, so a reload (or an accidental back and forward)
 * does not lose them. Only text fields are kept; the entry is removed after a successful send.
 * Storage can be missing or full (private modes): then drafts are simply not kept.
 */
import * as z from "zod/mini";
import { readStored, storageKeys, tabStorage, writeStored } from "~/lib/storage";

/** A saved draft is an object; of its fields, those listed that hold text are restored. */
const draftSchema = z.record(z.string(), z.unknown());

export function loadDraft<T extends string>(
  key: string,
  fields: readonly T[],
): Partial<Record<T, string>> | null {
  const saved = readStored(tabStorage, storageKeys.draft(key), draftSchema);
  if (!saved) return null;
  const draft: Partial<Record<T, string>> = {};
  for (const field of fields) {
    const value = saved[field];
    if (typeof value === "string") draft[field] = value;
  }
  return Object.keys(draft).length ? draft : null;
}

export function saveDraft<T extends string>(
  key: string,
  fields: readonly T[],
  values: Partial<Record<string, unknown>>,
) {
  const draft: Partial<Record<T, string>> = {};
  let hasText = false;
  for (const field of fields) {
    const value = values[field];
    if (typeof value === "string") {
      draft[field] = value;
      if (value.trim() !== "") hasText = true;
    }
  }
  if (hasText) writeStored(tabStorage, storageKeys.draft(key), draft);
  else tabStorage.removeItem(storageKeys.draft(key));
}

export function clearDraft(key: string) {
  tabStorage.removeItem(storageKeys.draft(key));
}
