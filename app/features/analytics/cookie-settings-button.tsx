import { OPEN_CONSENT } from "./consent-opener";
import { shellTexts } from "~/content/ui";

/** Whether the footer has the Cookie settings button: a build whose analytics asks for consent. */
export const hasCookieSettings =
  !!import.meta.env.VITE_ANALYTICS_PROVIDER && import.meta.env.VITE_ANALYTICS_CONSENT === "required";

/**
 * The footer's way back to the consent banner (only in a build whose analytics needs consent).
 * Rendered at build time in the static footer; its press is answered by an inline script
 * (./consent-opener.ts), which the analytics island (loaded when the browser is idle) follows.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} {...{ [OPEN_CONSENT]: "" }}>
      {shellTexts.cookieSettings}
    </button>
  );
}
