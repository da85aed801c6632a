/**
 * When the home popup may open: only over a page the visitor has not started using. Pure DOM
 * checks, so the chat, menus, search and forms need not know about the popup.
 */

import { storageKeys } from "~/lib/storage";

/**
 * Once dismissed (or skipped because the visitor was busy), the popup stays away for the browser
 * session. A flag: any value there means dismissed (its value is never used).
 */
export const POPUP_DISMISSED_KEY = storageKeys.homePopupDismissed;
/**
 * Shown this long after the page has loaded, so it never competes with the first paint, and only
 * to a visitor who has not started anything yet.
 */
export const POPUP_DELAY_MS = 1200;

/** Events that mean the visitor has started something (clicked, typed, scrolled, touched). */
export const VISITOR_ACTIVITY_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart", "scroll"] as const;

const FIELD = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
/** Open dialogs, disclosure buttons left open (chat launcher, menus, search), modal widgets. */
const OPEN_THING = 'dialog[open], [aria-modal="true"], [aria-expanded="true"]';

/** True while a field has focus or anything is open: the popup must not cover it. */
export function visitorIsBusy(doc: Document): boolean {
  const active = doc.activeElement;
  if (active && active !== doc.body && active.matches(FIELD)) return true;
  return doc.querySelector(OPEN_THING) !== null;
}

/** The invitation's `<dialog>` (home-popup-dialog.tsx). */
export const HOME_POPUP_ID = "home-popup";

/**
 * The invitation's turn, as an inline script after its `<dialog>` on the home page (a constant of
 * ours; its hash belongs in the page's CSP): `POPUP_DELAY_MS` after the load event it opens, unless
 * it was dismissed in this tab, or the visitor started something before (then it stays away for the
 * visit), or something is open or focused when it is due (`visitorIsBusy`, plus open popovers).
 * Closing it, or following its link, keeps it away for the session (remembered at the press
 * itself: the dialog's close event comes a task later, after a quick reload). Where storage is
 * blocked it still comes, once per page view. Opened over a page nobody has focused, the body
 * takes focus first (focusable while it is open), so that closing it returns focus to the top of
 * the page, not to the dialog's place in the document (WCAG 2.4.3; as components/ui/dialog.tsx).
 */
export const homePopupScript = `(function(){var g=document.getElementById("${HOME_POPUP_ID}"),K=${JSON.stringify(POPUP_DISMISSED_KEY)},E=${JSON.stringify(VISITOR_ACTIVITY_EVENTS)},t=0,held=false;if(!g)return;function get(){try{return sessionStorage.getItem(K)}catch(x){return null}}function set(v){try{sessionStorage.setItem(K,v)}catch(x){}}if(get())return;function stop(){clearTimeout(t);E.forEach(function(e){removeEventListener(e,away,true)})}function away(){stop();set("visitor-started")}function busy(){var a=document.activeElement;if(a&&a!==document.body&&a.matches(${JSON.stringify(FIELD)}))return true;try{if(document.querySelector("[popover]:popover-open"))return true}catch(x){}return document.querySelector(${JSON.stringify(OPEN_THING)})!==null}E.forEach(function(e){addEventListener(e,away,{capture:true,passive:true})});g.addEventListener("close",function(){set("1");if(held)document.body.removeAttribute("tabindex");held=false});g.addEventListener("click",function(e){if(e.target instanceof Element&&e.target.closest("a, button"))set("1")});function due(){t=setTimeout(function(){stop();if(busy())return set("visitor-started");var a=document.activeElement;if(!a||a===document.body){document.body.tabIndex=-1;document.body.focus({preventScroll:true});held=true}g.showModal()},${POPUP_DELAY_MS})}if(document.readyState==="complete")due();else addEventListener("load",due,{once:true})})()`;
