/**
 * Half-typed messages kept in sessionStorage, so a reload (or an accidental back and forward)
 * does not lose them. Only text fields are kept; the entry is removed after a successful send.
 * Storage can be missing or full (private modes): then drafts are simply not kept.
 */
import { tabStorage } from "~/lib/tab-storage";

const PREFIX = "altura:draft:";

export function loadDraft<T extends string>(
  key: string,
  fields: readonly T[],
): Partial<Record<T, string>> | null {
  const raw = tabStorage.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return null;
    const draft: Partial<Record<T, string>> = {};
    for (const field of fields) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === "string") draft[field] = value;
    }
    return Object.keys(draft).length ? draft : null;
  } catch {
    return null;
  }
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
  if (hasText) tabStorage.setItem(PREFIX + key, JSON.stringify(draft));
  else tabStorage.removeItem(PREFIX + key);
}

export function clearDraft(key: string) {
  tabStorage.removeItem(PREFIX + key);
}
