/**
 * The home invitation's turn (home-popup-dialog.tsx), inline in the `<head>` of the page that has
 * it (app/layouts/behaviours.ts): `POPUP_DELAY_MS` after the page has loaded and been shown (a
 * prerendered page waits for the visitor to arrive) it opens, unless it was dismissed in this tab,
 * or the visitor started something before (then it stays away for the visit: listened for from the
 * head, so a tap before the page is parsed counts), or something is open or focused when it is due
 * (`visitorIsBusy`). Closing it, or following its link, keeps it away for the session
 * (remembered at the press itself: the dialog's close event comes a task later, after a quick
 * reload). Where storage is blocked it still comes, once per page view. Opened over a page nobody
 * has focused, the body takes focus first (focusable while it is open), so that closing it
 * returns focus to the top of the page, not to the dialog's place in the document (WCAG 2.4.3; as
 * components/ui/dialog.tsx).
 */
import { whenLoaded, whenShown } from "~/lib/page-lifecycle";
import { storageKeys, tabStorage } from "~/lib/storage";

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

/** The invitation's `<dialog>`. */
export const HOME_POPUP_ID = "home-popup";

const FIELD = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
/** Open dialogs, disclosure buttons left open (chat launcher, menus, search), modal widgets. */
const OPEN_THING = 'dialog[open], [aria-modal="true"], [aria-expanded="true"]';

function popoverShown(doc: Document): boolean {
  try {
    return doc.querySelector("[popover]:popover-open") !== null;
  } catch {
    return false; // a browser without popovers has none open
  }
}

/** True while a field has focus or anything is open: the popup must not cover it. */
export function visitorIsBusy(doc: Document): boolean {
  const active = doc.activeElement;
  if (active && active !== doc.body && active.matches(FIELD)) return true;
  return popoverShown(doc) || doc.querySelector(OPEN_THING) !== null;
}

export default function popupTurn() {
  if (tabStorage.getItem(POPUP_DISMISSED_KEY)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let bodyHeld = false;
  const stop = () => {
    clearTimeout(timer);
    for (const type of VISITOR_ACTIVITY_EVENTS) removeEventListener(type, away, true);
  };
  function away() {
    stop();
    tabStorage.setItem(POPUP_DISMISSED_KEY, "visitor-started");
  }
  for (const type of VISITOR_ACTIVITY_EVENTS) addEventListener(type, away, { capture: true, passive: true });

  whenLoaded(() => {
    const dialog = document.getElementById(HOME_POPUP_ID);
    if (!(dialog instanceof HTMLDialogElement)) return stop();
    dialog.addEventListener("close", () => {
      tabStorage.setItem(POPUP_DISMISSED_KEY, "1");
      if (bodyHeld) document.body.removeAttribute("tabindex");
      bodyHeld = false;
    });
    dialog.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("a, button"))
        tabStorage.setItem(POPUP_DISMISSED_KEY, "1");
    });
    whenShown(() => {
      timer = setTimeout(() => {
        stop();
        if (visitorIsBusy(document)) return tabStorage.setItem(POPUP_DISMISSED_KEY, "visitor-started");
        const active = document.activeElement;
        if (!active || active === document.body) {
          document.body.tabIndex = -1;
          document.body.focus({ preventScroll: true });
          bodyHeld = true;
        }
        dialog.showModal();
      }, POPUP_DELAY_MS);
    });
  });
}
