import { OPEN_CONSENT_EVENT } from "./consent-events";
import { shellTexts } from "~/content/ui";

/** The footer's way back to the consent banner (only in a build whose analytics needs consent). */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
    >
      {shellTexts.cookieSettings}
    </button>
  );
}
