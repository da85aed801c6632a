import type { ClientDirective } from "astro";
import { ISLAND_GIVE_UP_MS, ISLAND_READY_EVENT, ISLAND_USED, releaseHeldTaps } from "./island-state";

/** What counts as using an island: the events that start its code. */
const USE_EVENTS = ["pointerdown", "focusin", "keydown", "input", "change"] as const;

/**
 * The value of `client:use`: `true`, or the sessionStorage keys that, when this tab holds any of
 * them, load the island at once (a draft to restore, a chat left open on the previous page).
 */
export interface UseDirectiveValue {
  storedKeys?: readonly string[];
  /** A window event that loads the island (another island needs it: the chat's hand-off). */
  wakeOn?: string;
}

function storedInTab(keys: readonly string[] | undefined): boolean {
  try {
    return (keys ?? []).some((key) => window.sessionStorage.getItem(key) !== null);
  } catch {
    return false;
  }
}

/**
 * The `client:use` directive (registered in scripts/astro/page-scripts.mjs): the island's code
 * loads on the first use inside it, or at once if the head script saw a use before this ran
 * (`ISLAND_USED`) or the tab holds one of its `storedKeys`. Its code is inlined in each page that has such an island: it stays small and
 * imports only held-taps' constants. The island presses the held taps itself when it is ready
 * (app/components/ui/island.tsx); a load that fails or never ends releases them.
 */
const useDirective: ClientDirective = (load, options, el) => {
  let started = false;
  const fail = () => {
    el.setAttribute(ISLAND_USED, "failed");
    releaseHeldTaps(el);
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of USE_EVENTS) el.removeEventListener(type, start, true);
    el.setAttribute(ISLAND_USED, "loading");
    const giveUp = window.setTimeout(fail, ISLAND_GIVE_UP_MS);
    el.addEventListener(ISLAND_READY_EVENT, () => window.clearTimeout(giveUp), { once: true });
    // Astro retries a failed import once, then reports it here (and hydrates nothing).
    el.addEventListener(
      "astro:hydration-error",
      () => {
        window.clearTimeout(giveUp);
        fail();
      },
      { once: true },
    );
    load()
      .then((hydrate) => hydrate())
      .catch(() => {
        window.clearTimeout(giveUp);
        fail();
      });
  };
  for (const type of USE_EVENTS) el.addEventListener(type, start, true);
  const value = typeof options.value === "object" ? (options.value as UseDirectiveValue) : undefined;
  if (value?.wakeOn) window.addEventListener(value.wakeOn, start, { once: true });
  if (el.hasAttribute(ISLAND_USED) || storedInTab(value?.storedKeys)) start();
};

export default useDirective;
