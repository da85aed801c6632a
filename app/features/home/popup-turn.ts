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
