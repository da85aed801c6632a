/**
 * `client:use`: an island's code loads on its first use, and nothing the visitor does before that
 * code is there is lost. Registered by scripts/astro/page-scripts.mjs (Astro's public
 * `addClientDirective`); Astro bundles this module and inlines it, with its island runtime, before
 * the page's first island, and calls it for each island as soon as the island's HTML is parsed
 * (before it is painted). So it imports nothing but ./island-state.ts.
 *
 * The whole path of a tap made before the code (one closure per island, no global):
 *  1. Platform first: links, `<details>` menus, `popover` placeholders (the chat's and search's)
 *     and `<dialog>`s opened by `commandfor` answer without any code; a form's fields take typing.
 *  2. Here, on the island's element: the first pointer, focus, key or input inside it starts
 *     loading its code (or at once when the tab holds one of its `storedKeys`, or its `wakeOn`
 *     event fires). A press on any other button of the island is held: its default and React's
 *     handlers are stopped, it is marked `aria-busy` (app.css shows it was seen) and kept once.
 *     A field left before the code is marked `LEFT_BEFORE_CODE`; a Send the pre-rendered HTML
 *     disables for visitors without script (`ENABLED_BY_SCRIPT`) is enabled.
 *  3. The island, once React has committed it, fires `ISLAND_READY_EVENT` (./island.tsx): the
 *     island is `ready` and its held presses are pressed again, in order, once each. The form
 *     adopts what was typed meanwhile: it reads its fields in its first render and, through its
 *     wrapped react-hook-form `register`, each field just before registration would overwrite it
 *     (components/form/use-deliverable-form.ts); fields marked left count as touched.
 *  4. If the code fails (Astro retries a failed import once, then reports it) or has not come
 *     within `ISLAND_GIVE_UP_MS`, the island is `failed`: held presses are released, nothing in
 *     it or opened by it stays `aria-busy` (its placeholder's failure text can be announced), app.css shows its
 *     failure texts and the form's notice with the email address (./island-failed.tsx), which
 *     takes focus when a press was held; what was typed stays in the fields. A later Send on it
 *     is not held (never busy): focus moves to that notice. Code that comes after all still
 *     hydrates it (`ready`).
 */
import type { ClientDirective } from "astro";
import {
  ENABLED_BY_SCRIPT,
  ISLAND_FAILED_NOTICE,
  ISLAND_GIVE_UP_MS,
  ISLAND_READY_EVENT,
  ISLAND_STATE,
  LEFT_BEFORE_CODE,
} from "./island-state";

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

type State = "waiting" | "loading" | "ready" | "failed";

const clientUse: ClientDirective = (load, options, island) => {
  let state: State = "waiting";
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  const held: HTMLButtonElement[] = [];

  const enter = (next: Exclude<State, "waiting">) => {
    state = next;
    island.setAttribute(ISLAND_STATE, next);
  };
  const own = (target: EventTarget | null) =>
    target instanceof Element && target.closest("astro-island") === island ? target : null;

  /** The form's notice after the island, taking focus: it says what to do instead. */
  const showNotice = () => {
    const notice = island.nextElementSibling;
    if (notice instanceof HTMLElement && notice.hasAttribute(ISLAND_FAILED_NOTICE)) notice.focus();
  };

  const fail = () => {
    clearTimeout(giveUp);
    if (state === "ready" || state === "failed") return;
    enter("failed");
    const released = held.splice(0);
    for (const button of released) button.removeAttribute("aria-busy");
    for (const busy of island.querySelectorAll("[aria-busy]")) busy.removeAttribute("aria-busy");
    // What its buttons open outside it (the search box's placeholder) fails with it.
    for (const opener of island.querySelectorAll("[popovertarget]")) {
      const opened = document.getElementById(opener.getAttribute("popovertarget") ?? "");
      opened?.removeAttribute("aria-busy");
      opened?.setAttribute(ISLAND_STATE, "failed");
    }
    if (released.length > 0) showNotice();
  };

  const start = () => {
    if (state !== "waiting") return;
    enter("loading");
    giveUp = setTimeout(fail, ISLAND_GIVE_UP_MS);
    island.addEventListener("astro:hydration-error", fail, { once: true });
    load()
      .then((hydrate) => hydrate())
      .catch(fail);
  };

  island.addEventListener(ISLAND_READY_EVENT, () => {
    clearTimeout(giveUp);
    enter("ready");
    // In a task of its own: after the renders the island's own effects started.
    setTimeout(() => {
      for (const button of held.splice(0)) {
        button.removeAttribute("aria-busy");
        if (button.isConnected) button.click();
      }
    });
  });

  for (const type of USE_EVENTS) island.addEventListener(type, start, true);

  island.addEventListener(
    "click",
    (event) => {
      const button = own(event.target)?.closest("button");
      if (!button || state === "ready") return;
      // A popover's or a dialog's button: the browser answers it (a placeholder, a dialog).
      if (button.hasAttribute("popovertarget") || button.hasAttribute("commandfor")) return;
      event.preventDefault();
      // Nothing can carry it out: the notice says what to do instead.
      if (state === "failed") return showNotice();
      event.stopImmediatePropagation();
      button.setAttribute("aria-busy", "true");
      if (!held.includes(button)) held.push(button);
      start();
    },
    true,
  );

  island.addEventListener(
    "focusout",
    (event) => {
      if (state !== "ready") own(event.target)?.setAttribute(LEFT_BEFORE_CODE, "");
    },
    true,
  );

  for (const button of island.querySelectorAll<HTMLButtonElement>(`button[${ENABLED_BY_SCRIPT}]`))
    button.disabled = false;

  const value = typeof options.value === "object" ? (options.value as UseDirectiveValue) : undefined;
  if (value?.wakeOn) window.addEventListener(value.wakeOn, start, { once: true });
  if (storedInTab(value?.storedKeys)) start();
};

export default clientUse;
