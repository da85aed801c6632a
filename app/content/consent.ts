/**
 * The words of the analytics consent banner (app/features/analytics), shown only in a build whose
 * analytics setup asks for consent (README "Analytics").
 */
export const consentBanner = {
  title: "May we count your visit?",
  text: "We would like to measure which pages are read and which forms are sent, to improve this site. The analytics service may set a cookie. Nothing is measured unless you allow it, and you can change your mind at any time under “Cookie settings” at the bottom of every page.",
  privacyLabel: "How we use analytics",
  accept: "Allow analytics",
  decline: "No, thanks",
  close: "Close",
  statusGranted: "Current choice: analytics allowed.",
  statusDenied: "Current choice: no analytics.",
  statusSignal:
    "Your browser sends a Do Not Track or Global Privacy Control signal, so we never load analytics for you.",
} as const;
