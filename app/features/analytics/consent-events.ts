/**
 * The consent events, apart from the choice itself (consent.ts, which reads storage through a zod
 * schema): the footer's button, on every page, needs only the name of the event it fires.
 */

/** Fired on window when the footer's "Cookie settings" asks for the banner again. */
export const OPEN_CONSENT_EVENT = "altura:open-consent";
/**
 * Set on `<html>` (as this attribute) when the button was pressed before the analytics island had
 * loaded (it loads when the browser is idle): the island opens the banner as it mounts.
 */
export const CONSENT_ASKED = "data-consent-asked";
/** Fired on window when the choice changed (same tab). */
export const CONSENT_CHANGED_EVENT = "altura:consent-changed";
