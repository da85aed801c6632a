/**
 * The visitor's analytics choice, kept in localStorage so it is asked once, and the browser's own
 * privacy signals (Do Not Track, Global Privacy Control), which switch analytics off entirely.
 */
export type ConsentChoice = "granted" | "denied";

export const CONSENT_STORAGE_KEY = "altura:analytics-consent";

/** Fired on window when the footer's "Cookie settings" asks for the banner again. */
export const OPEN_CONSENT_EVENT = "altura:open-consent";
/** Fired on window when the choice changed (same tab). */
export const CONSENT_CHANGED_EVENT = "altura:consent-changed";

export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null; // storage blocked: ask again, never assume yes
  }
}

export function writeConsent(choice: ConsentChoice) {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Storage blocked: the choice holds for this page view only.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: choice }));
}

/** What the browser says about tracking. */
export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

export function browserSignals(): PrivacySignals {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const win = window as Window & { doNotTrack?: string };
  return {
    doNotTrack: nav.doNotTrack ?? win.doNotTrack ?? null,
    globalPrivacyControl: nav.globalPrivacyControl,
  };
}

/** Do Not Track or Global Privacy Control: no analytics at all, not even a question. */
export function optedOut(signals: PrivacySignals): boolean {
  return signals.globalPrivacyControl === true || signals.doNotTrack === "1" || signals.doNotTrack === "yes";
}

/**
 * Whether the provider may be loaded and sent anything: never under DNT/GPC; with a
 * consent-requiring setup only after "granted"; otherwise yes.
 */
export function mayTrack(
  consentRequired: boolean,
  signals: PrivacySignals,
  choice: ConsentChoice | null,
): boolean {
  if (optedOut(signals)) return false;
  return !consentRequired || choice === "granted";
}

/** Whether to show the banner on its own (not asked for from the footer). */
export function shouldAsk(
  consentRequired: boolean,
  signals: PrivacySignals,
  choice: ConsentChoice | null,
): boolean {
  return consentRequired && !optedOut(signals) && choice === null;
}
