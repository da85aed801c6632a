/**
 * The consent events, apart from the choice itself (consent.ts, which reads storage through a zod
 * schema): the footer's button, on every page, needs only the name of the event it fires.
 */

/** Fired on window when the footer's "Cookie settings" asks for the banner again. */
export const OPEN_CONSENT_EVENT = "altura:open-consent";
/** Fired on window when the choice changed (same tab). */
export const CONSENT_CHANGED_EVENT = "altura:consent-changed";
