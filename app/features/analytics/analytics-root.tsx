import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link } from "~/components/ui/link";
import { consentBanner } from "~/content/consent";
import { legalLinks } from "~/content/legal-links";
import { FORM_DELIVERED_EVENT, type FormDeliveredEvent } from "~/components/form/events";
import { Button } from "~/components/ui/button";
import {
  browserSignals,
  optedOut,
  readConsent,
  shouldAsk,
  writeConsent,
  type ConsentChoice,
} from "./consent";
import { CONSENT_ASKED, CONSENT_CHANGED_EVENT, OPEN_CONSENT_EVENT } from "./consent-events";
import { analyticsSettings, track, trackPageview } from "./provider";

function subscribeConsent(listener: () => void) {
  window.addEventListener(CONSENT_CHANGED_EVENT, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(CONSENT_CHANGED_EVENT, listener);
    window.removeEventListener("storage", listener);
  };
}

/**
 * Loaded after hydration in a build with analytics configured: reports a page view on load and
 * after every client-side navigation (when allowed), and shows the consent banner when the setup
 * needs consent and the visitor has not chosen yet, or asks for it from the footer.
 */
export default function AnalyticsRoot() {
  // Every page is a document load: the location is fixed for this page view.
  const { pathname, search } = window.location;
  const choice = useSyncExternalStore<ConsentChoice | null>(subscribeConsent, readConsent, () => null);
  const config = analyticsSettings();

  // A page view per location, and one for the current page when consent arrives.
  useEffect(() => {
    void trackPageview();
  }, [pathname, search, choice]);

  // A lead: one event per delivered form (announced by the form layer).
  useEffect(() => {
    const delivered = (event: Event) =>
      void track("Form delivered", { form: (event as FormDeliveredEvent).detail.form });
    window.addEventListener(FORM_DELIVERED_EVENT, delivered);
    return () => window.removeEventListener(FORM_DELIVERED_EVENT, delivered);
  }, []);

  // Asked for from the footer (through its inline script, ./consent-opener.ts). The mark on <html>
  // carries a press made before the listener is in place: before this loaded, or between its
  // first render and effects.
  const [reopened, setReopened] = useState(false);
  useEffect(() => {
    const open = () => setReopened(true);
    window.addEventListener(OPEN_CONSENT_EVENT, open);
    if (document.documentElement.hasAttribute(CONSENT_ASKED)) open();
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, open);
  }, []);

  if (!config?.consentRequired) return null;
  const signals = browserSignals();
  const visible = reopened || shouldAsk(config.consentRequired, signals, choice);
  if (!visible) return null;
  return (
    <ConsentBanner
      choice={choice}
      optedOut={optedOut(signals)}
      focusOnShow={reopened}
      onChoose={(next) => {
        writeConsent(next);
        setReopened(false);
      }}
      onClose={() => setReopened(false)}
    />
  );
}

function ConsentBanner({
  choice,
  optedOut: signalled,
  focusOnShow,
  onChoose,
  onClose,
}: {
  choice: ConsentChoice | null;
  optedOut: boolean;
  focusOnShow: boolean;
  onChoose: (choice: ConsentChoice) => void;
  onClose: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opened from the footer: move there, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);
  const status = signalled
    ? consentBanner.statusSignal
    : choice === "granted"
      ? consentBanner.statusGranted
      : choice === "denied"
        ? consentBanner.statusDenied
        : null;
  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-3 bottom-24 z-40 rounded-card border border-line bg-white p-5 text-ink shadow-lift sm:right-auto sm:bottom-4 sm:left-4 sm:max-w-md print:hidden"
    >
      <h2 id="consent-title" ref={headingRef} tabIndex={-1} className="text-lg font-bold outline-none">
        {consentBanner.title}
      </h2>
      <p className="mt-2 text-sm leading-6 text-muted">
        {consentBanner.text}{" "}
        <Link
          to={legalLinks.privacy.href + "#analytics"}
          className="font-semibold text-brand underline underline-offset-4"
        >
          {consentBanner.privacyLabel}
        </Link>
      </p>
      {status && <p className="mt-2 text-sm font-semibold">{status}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        {signalled ? (
          <Button variant="secondary" onClick={onClose} className="min-h-10 px-5 py-2">
            {consentBanner.close}
          </Button>
        ) : (
          <>
            <Button onClick={() => onChoose("granted")} className="min-h-10 px-5 py-2">
              {consentBanner.accept}
            </Button>
            <Button variant="secondary" onClick={() => onChoose("denied")} className="min-h-10 px-5 py-2">
              {consentBanner.decline}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
