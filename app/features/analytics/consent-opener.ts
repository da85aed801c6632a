/**
 * The footer's "Cookie settings" (a build whose analytics needs consent): inline in the `<head>` of
 * the pages that have the button (app/layouts/behaviours.ts), listening on the document, so a
 * press is answered before the analytics island has loaded (it loads when the browser is idle).
 * The press marks `<html>` (`CONSENT_ASKED`, for an island that has not loaded yet) and fires
 * `OPEN_CONSENT_EVENT`, which a loaded island answers: a press is never lost.
 */
import { CONSENT_ASKED, OPEN_CONSENT_EVENT } from "./consent-events";

/** On the footer's Cookie settings button (cookie-settings-button.tsx). */
export const OPEN_CONSENT = "data-open-consent";

export default function consentOpener() {
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(`[${OPEN_CONSENT}]`)) return;
    document.documentElement.setAttribute(CONSENT_ASKED, "");
    dispatchEvent(new Event(OPEN_CONSENT_EVENT));
  });
}
