/**
 * An island's state and its held taps, shared by the head script's readers: the `client:use`
 * directive (inlined in every page with such an island, so this module stays small: no strings
 * of the head script) and the island wrapper (app/components/ui/island.tsx). See ./held-taps.ts.
 */

declare global {
  interface Window {
    /** The buttons tapped before their code was there, in order (filled by `heldTapsScript`). */
    __heldTaps?: HTMLButtonElement[];
  }
}

/** On `<astro-island>`: "used" (by the head script), "loading", "ready" (hydrated) or "failed". */
export const ISLAND_USED = "data-island";

/** A held control that never gets its code stops being busy after this long. */
export const ISLAND_GIVE_UP_MS = 10_000;

/**
 * On `<html>`: the deferred file of the page (Astro's island runtime, the `client:use` directive,
 * the behaviours that wait for parsing), written by the build (scripts/astro/page-scripts.mjs);
 * the head script loads it (./held-taps.ts). Absent in the dev server, where Astro inlines them.
 */
export const PAGE_SCRIPT = "data-page-script";

/** Dispatched on its `<astro-island>` by an island once React has committed it. */
export const ISLAND_READY_EVENT = "island:ready";

/** Presses again, in order, the held buttons inside `island`, which has just hydrated. */
export function replayHeldTaps(island: Element) {
  const held = window.__heldTaps;
  if (!held) return;
  for (const button of [...held]) {
    if (button.closest("astro-island") !== island) continue;
    held.splice(held.indexOf(button), 1);
    button.removeAttribute("aria-busy");
    if (button.isConnected) button.click();
  }
}

/** A held control whose island never got its code stops being busy (the island says why). */
export function releaseHeldTaps(island: Element) {
  const held = window.__heldTaps;
  if (!held) return;
  for (const button of [...held]) {
    if (button.closest("astro-island") !== island) continue;
    held.splice(held.indexOf(button), 1);
    button.removeAttribute("aria-busy");
  }
}
