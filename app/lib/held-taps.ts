/**
 * Taps that come before the code that answers them. Most controls answer without our code (links,
 * `<details>` menus, `popover` panels, form fields); the rest are buttons whose action is ours.
 * A tap on such a button before its code has taken over is held, not lost: `heldTapsScript`, an
 * inline script in <head> (its hash is in each page's CSP, scripts/build/page-csp.mjs), catches
 * the click, marks the button `aria-busy` (styled in app.css: the visitor sees it was seen; nothing
 * moves) and keeps it; `replayHeldTaps` presses it again once its code has hydrated.
 *
 * A button's code is there once the shell has hydrated (root.tsx sets `data-hydrated` on <html>),
 * or, inside a part whose code loads later (`Deferred`, `data-deferred`), once that part is
 * "ready". Buttons that open a popover are the browser's own and pass through.
 */

/** Where a deferred part is: its code not asked for, asked for because it was used, or hydrated. */
export type DeferredState = "waiting" | "used" | "loading" | "ready";

declare global {
  interface Window {
    /** The buttons tapped before their code was there, in order (filled by `heldTapsScript`). */
    __heldTaps?: HTMLButtonElement[];
  }
}

/**
 * On a button disabled in the pre-rendered HTML because it can do nothing without JavaScript (a
 * form's Send): the head script enables it as soon as the page is parsed, so that a tap on it is
 * held like any other.
 */
export const ENABLED_BY_SCRIPT = "data-enabled-by-script";

/**
 * On a field of a deferred part that the visitor left (focus moved on) before the part's code was
 * there: the form counts it as touched once its code comes (use-deliverable-form.ts), so its
 * message shows as if the code had been there all along.
 */
export const LEFT_BEFORE_CODE = "data-left-before-code";

/**
 * Runs in <head>, before anything is painted. Also marks a deferred part the visitor starts to use
 * (pointer, focus, typing, a file picked) as "used", so that its code is asked for as soon as the page's runs,
 * marks the fields left before their part's code came (`LEFT_BEFORE_CODE`), and enables the
 * `ENABLED_BY_SCRIPT` buttons once the page is parsed.
 * A constant of ours, kept small and dependency-free.
 */
export const heldTapsScript = `(function(){var h=window.__heldTaps=[],r=document.documentElement;function use(e){var p=e.target instanceof Element&&e.target.closest('[data-deferred="waiting"]');if(p)p.dataset.deferred="used"}["pointerdown","focusin","input","change"].forEach(function(t){addEventListener(t,use,true)});addEventListener("focusout",function(e){var t=e.target;if(t instanceof Element&&t.closest('[data-deferred]:not([data-deferred="ready"])'))t.setAttribute("${LEFT_BEFORE_CODE}","")},true);addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("button");if(!b||b.hasAttribute("popovertarget"))return;var p=b.closest("[data-deferred]");if(p?p.dataset.deferred==="ready":r.dataset.hydrated)return;e.preventDefault();e.stopImmediatePropagation();b.setAttribute("aria-busy","true");if(h.indexOf(b)<0)h.push(b)},true);document.addEventListener("DOMContentLoaded",function(){document.querySelectorAll("button[${ENABLED_BY_SCRIPT}]").forEach(function(b){b.disabled=false})})})()`;

/**
 * Presses again, in order, the held buttons of a part whose code has just hydrated: a deferred
 * part (`Deferred`), or `"shell"`, everything outside the deferred parts (root.tsx). The others
 * stay held for their part.
 */
export function replayHeldTaps(part: Element | "shell") {
  const held = window.__heldTaps;
  if (!held) return;
  for (const button of [...held]) {
    const inPart = button.closest("[data-deferred]");
    if (part === "shell" ? inPart !== null : inPart !== part) continue;
    held.splice(held.indexOf(button), 1);
    button.removeAttribute("aria-busy");
    if (button.isConnected) button.click();
  }
}
