/**
 * Everything the site keeps in the browser, in one place: the keys (all under one prefix), the
 * two storage areas and the one way to read them back. What is kept there is a convenience, and
 * it may be anything: an earlier release's shape, a hand edit, another site's script on the same
 * origin. So every read goes through a schema (zod, defined next to the code that writes the
 * value) and a value that does not fit reads as absent, never trusted (the next write replaces it).
 *
 * Storage can also be missing (the pre-render), blocked by the browser's privacy settings (then
 * even reading `window.sessionStorage` throws) or full: a read then gives null and a write is
 * dropped.
 *
 * This module imports no zod code itself (the schemas' `safeParse` is all it calls), so the
 * pages that only need a key or a flag do not load the schema library with their first script.
 */

/** The prefix of every key the site writes. */
export const STORAGE_PREFIX = "altura:";

/** Every key, by what it holds. The names are the ones earlier releases wrote, so saved data stays. */
export const storageKeys = {
  /** localStorage: the visitor's theme choice, "light" or "dark" (lib/theme.ts). */
  theme: `${STORAGE_PREFIX}theme`,
  /** sessionStorage: the home invitation was closed or the visitor was busy (features/home). */
  homePopupDismissed: `${STORAGE_PREFIX}home-popup-dismissed`,
  /** sessionStorage: the contact page's chosen form (features/contact/contact-area.tsx). */
  contactSelected: `${STORAGE_PREFIX}contact:selected`,
  /** sessionStorage: the chat's summary offered to the contact form (lib/chat-handoff.ts). */
  chatHandoff: `${STORAGE_PREFIX}chat-handoff`,
  /** sessionStorage: the chat's conversation (features/chatbot/chat-store.ts). */
  chat: `${STORAGE_PREFIX}chat`,
  /** sessionStorage: the chat panel is open, so the next page opens it too (chat-launcher.tsx). */
  chatOpen: `${STORAGE_PREFIX}chat:open`,
  /** sessionStorage: a form's half-typed message (components/form/drafts.ts). */
  draft: (form: string) => `${STORAGE_PREFIX}draft:${form}`,
  /**
   * localStorage: what the email library keeps (components/form/email-delivery.ts): only for its
   * rate limit, which the site leaves off, so nothing today.
   */
  emailLibrary: (key: string) => `${STORAGE_PREFIX}email:${key}`,
} as const;

/**
 * localStorage: the analytics choice, "granted" or "denied" (features/analytics/consent.ts). A
 * constant of its own, not in `storageKeys`: a build without analytics carries no byte of them,
 * not even this name (e2e/analytics.spec.ts), and an unused constant is dropped where an object's
 * property is not.
 */
export const analyticsConsentKey = `${STORAGE_PREFIX}analytics-consent`;

export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** A storage area that never throws: blocked or missing storage reads as empty and drops writes. */
function safe(area: () => Storage): KeyValueStorage {
  return {
    getItem(key) {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        area().setItem(key, value);
      } catch {
        // Not kept: the visitor's page still works as it is.
      }
    },
    removeItem(key) {
      try {
        area().removeItem(key);
      } catch {
        // Nothing there to remove.
      }
    },
  };
}

// Pure: an inline script that uses one of them carries nothing of the other (app/layouts/behaviours.ts).
/** This tab's sessionStorage (drafts, the chat, its hand-off, the chosen form, the home invitation). */
export const tabStorage = /* @__PURE__ */ safe(() => window.sessionStorage);
/** This browser's localStorage (the theme and the analytics choice). */
export const siteStorage = /* @__PURE__ */ safe(() => window.localStorage);

/** What a read needs of a schema: zod's `safeParse` (a zod or zod/mini schema fits). */
export interface StoredSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

/**
 * The value at `key`, if it fits `schema`; otherwise null. `json` values are stored with
 * `writeStored` (JSON); `text` values are plain strings, checked as they are. A read changes
 * nothing (it may run during a render).
 */
export function readStored<T>(
  storage: KeyValueStorage,
  key: string,
  schema: StoredSchema<T>,
  format: "json" | "text" = "json",
): T | null {
  return parseStored(storage.getItem(key), schema, format);
}

/** A stored string (as `readStored` reads it) checked against `schema`: its value, or null. */
export function parseStored<T>(
  raw: string | null,
  schema: StoredSchema<T>,
  format: "json" | "text" = "json",
): T | null {
  if (raw === null) return null;
  let value: unknown = raw;
  if (format === "json") {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

/** Keeps `value` at `key` as JSON (see `readStored`). */
export function writeStored(storage: KeyValueStorage, key: string, value: unknown) {
  storage.setItem(key, JSON.stringify(value));
}
