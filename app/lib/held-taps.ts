/**
 * Taps that come before the code that answers them. Most controls answer without our code (links,
 * `<details>` menus, `popover` panels, `<dialog>`s opened by `commandfor`, form fields); the rest
 * are buttons inside an island (`<astro-island>`) whose action is React's. A tap on such a button
 * before the island has hydrated is held, not lost: `heldTapsScript`, an inline script in <head>
 * (its hash belongs in each page's CSP), catches the click, marks the button `aria-busy` (styled
 * in app.css: the visitor sees it was seen; nothing moves) and keeps it; the island, once React has
 * committed it (app/components/ui/island.tsx), presses it again (`replayHeldTaps`).
 *
 * The head script also marks an island the visitor starts to use before its directive runs
 * (`ISLAND_USED`), so `client:use` (app/lib/island-use.ts) loads its code at once.
 */

import { ISLAND_USED } from "./island-state";

export { ISLAND_READY_EVENT, ISLAND_USED, releaseHeldTaps, replayHeldTaps } from "./island-state";

/**
 * On a button disabled in the pre-rendered HTML because it can do nothing without JavaScript (a
 * form's Send): the head script enables it as soon as the page is parsed, so that a tap on it is
 * held like any other.
 */
export const ENABLED_BY_SCRIPT = "data-enabled-by-script";

/**
 * On a field of an island that the visitor left (focus moved on) before the island's code was
 * there: the form counts it as touched once its code comes (use-deliverable-form.ts), so its
 * message shows as if the code had been there all along.
 */
export const LEFT_BEFORE_CODE = "data-left-before-code";

/**
 * Runs in <head>, before anything is painted. A constant of ours, kept small and dependency-free.
 * An island is waiting while it is not `ready`.
 */
export const heldTapsScript = `(function(){var h=window.__heldTaps=[],A="${ISLAND_USED}",W='astro-island:not([${ISLAND_USED}="ready"])';function wait(e){return e.target instanceof Element&&e.target.closest(W)}function use(e){var p=wait(e);if(p&&!p.hasAttribute(A))p.setAttribute(A,"used")}["pointerdown","focusin","keydown","input","change"].forEach(function(t){addEventListener(t,use,true)});addEventListener("focusout",function(e){if(wait(e))e.target.setAttribute("${LEFT_BEFORE_CODE}","")},true);addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("button");if(!b||b.hasAttribute("popovertarget")||b.hasAttribute("commandfor")||!b.closest(W))return;e.preventDefault();e.stopImmediatePropagation();b.setAttribute("aria-busy","true");if(h.indexOf(b)<0)h.push(b)},true);document.addEventListener("DOMContentLoaded",function(){document.querySelectorAll("button[${ENABLED_BY_SCRIPT}]").forEach(function(b){b.disabled=false})})})()`;
