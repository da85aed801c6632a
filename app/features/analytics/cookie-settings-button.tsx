import { CONSENT_ASKED, OPEN_CONSENT_EVENT } from "./consent-events";
import { shellTexts } from "~/content/ui";

/** The page script (app/lib/page-script.ts) answers a press on this attribute. */
export const OPEN_CONSENT = "data-open-consent";
export { CONSENT_ASKED, OPEN_CONSENT_EVENT };

/**
 * The footer's way back to the consent banner (only in a build whose analytics needs consent).
 * Rendered at build time in the static footer: the page script turns a press into
 * `OPEN_CONSENT_EVENT`, which the analytics island (loaded when the browser is idle) answers, and
 * marks `<html>` (`CONSENT_ASKED`) for an island that has not loaded yet: a press is never lost.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} {...{ [OPEN_CONSENT]: "" }}>
      {shellTexts.cookieSettings}
    </button>
  );
}
