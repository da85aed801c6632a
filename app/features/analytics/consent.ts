/**
 * The visitor's analytics choice, kept in localStorage so it is asked once, and the browser's own
 * privacy signals (Do Not Track, Global Privacy Control), which switch analytics off entirely.
 */
import * as z from "zod/mini";
import { analyticsConsentKey, readStored, siteStorage } from "~/lib/storage";
import { CONSENT_CHANGED_EVENT } from "./consent-events";

const consentSchema = z.enum(["granted", "denied"]);
export type ConsentChoice = z.infer<typeof consentSchema>;

/** The stored choice; anything else (or blocked storage) is no choice: ask again, never assume yes. */
export function readConsent(): ConsentChoice | null {
  return readStored(siteStorage, analyticsConsentKey, consentSchema, "text");
}

export function writeConsent(choice: ConsentChoice) {
  // Storage blocked: the choice holds for this page view only.
  siteStorage.setItem(analyticsConsentKey, choice);
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
