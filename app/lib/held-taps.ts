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
 * (`ISLAND_USED`), so `client:use` (app/lib/island-use.ts) loads its code at once. It asks for that
 * code itself too (`modulepreload` of the island's component and renderer), beside the deferred
 * file: otherwise the island's files, most of its bytes, would wait for that file to come and run.
 *
 * And it loads the page's deferred file (`PAGE_SCRIPT`: Astro's island runtime and directives, the
 * behaviours that wait for parsing) when it is wanted, not while the page paints: on the first use
 * of an island, once the page has loaded and a frame with its first screen's picture
 * (`fetchpriority="high"`, decoded) has been drawn, or once the page is parsed in a tab that has
 * stored something (an open chat or a draft may be waiting to be restored; the file is cached by
 * then). Fetched earlier it would compete with the stylesheet, the font and that picture, the
 * page's largest paint: the load event can come before the first paint.
 * If the file fails or has not come within `ISLAND_GIVE_UP_MS`, the islands in use say so
 * (`failed`) and their held taps stop being busy, as the directive does for an island's own code.
 */

import { ISLAND_GIVE_UP_MS, ISLAND_USED, PAGE_SCRIPT } from "./island-state";

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
export const heldTapsScript = `(function(){var d=document,h=window.__heldTaps=[],A="${ISLAND_USED}",W='astro-island:not([${ISLAND_USED}="ready"])',P=d.documentElement.getAttribute("${PAGE_SCRIPT}"),T=0;function fail(){clearTimeout(T);d.querySelectorAll("astro-island["+A+'="used"]').forEach(function(i){i.setAttribute(A,"failed");h.slice().forEach(function(b){if(b.closest("astro-island")===i){h.splice(h.indexOf(b),1);b.removeAttribute("aria-busy")}})})}function load(){if(!P)return;var s=d.createElement("script");s.src=P;P=null;s.onerror=fail;s.onload=function(){clearTimeout(T)};T=setTimeout(fail,${ISLAND_GIVE_UP_MS});d.head.appendChild(s)}addEventListener("load",function(){var i=d.querySelector('img[fetchpriority="high"]');Promise.resolve(i&&i.decode&&i.decode()).catch(function(){}).then(function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load)})})})});function wait(e){return e.target instanceof Element&&e.target.closest(W)}function mark(i){if(!i.hasAttribute(A)){i.setAttribute(A,"used");["component-url","renderer-url"].forEach(function(a){var l=d.createElement("link"),u=i.getAttribute(a);if(!u)return;l.rel="modulepreload";l.href=u;d.head.appendChild(l)})}load()}function use(e){var p=wait(e);if(p)mark(p)}["pointerdown","focusin","keydown","input","change"].forEach(function(t){addEventListener(t,use,true)});addEventListener("focusout",function(e){if(wait(e))e.target.setAttribute("${LEFT_BEFORE_CODE}","")},true);addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("button");if(!b||b.hasAttribute("popovertarget")||b.hasAttribute("commandfor")||!b.closest(W))return;e.preventDefault();e.stopImmediatePropagation();b.setAttribute("aria-busy","true");if(h.indexOf(b)<0)h.push(b);mark(b.closest("astro-island"))},true);d.addEventListener("DOMContentLoaded",function(){d.querySelectorAll("button[${ENABLED_BY_SCRIPT}]").forEach(function(b){b.disabled=false});try{if(sessionStorage.length)load()}catch(x){}})})()`;
