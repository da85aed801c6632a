/**
 * Half-typed messages kept in sessionStorage, so a reload (or an accidental back and forward)
 * does not lose them. Only text fields are kept; the entry is removed after a successful send.
 * Storage can be missing or full (private modes): then drafts are simply not kept.
 */
const PREFIX = "altura:draft:";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft<T extends string>(
  key: string,
  fields: readonly T[],
): Partial<Record<T, string>> | null {
  const raw = storage()?.getItem(PREFIX + key);
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
  try {
    if (hasText) storage()?.setItem(PREFIX + key, JSON.stringify(draft));
    else storage()?.removeItem(PREFIX + key);
  } catch {
    // Quota exceeded or storage disabled: the draft is just not kept.
  }
}

export function clearDraft(key: string) {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}
