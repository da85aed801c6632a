/**
 * Talks to the configured provider: injects its script (from its configured origin only, once,
 * and only when `mayTrack` says so) and reports page views and events through its own API.
 * Both providers are set up so that this site reports page views itself: Plausible's "manual"
 * script, Umami with `data-auto-track="false"`.
 */
import { site } from "~/content/site";
import { loadScript } from "~/lib/load-script";
import { shown } from "~/lib/page-lifecycle";
import { browserSignals, mayTrack, readConsent } from "./consent";
import { resolveAnalyticsSettings, type AnalyticsSettings } from "~/lib/analytics-settings.mjs";

export type EventProps = Record<string, string | number | boolean>;

interface ProviderWindow extends Window {
  plausible?: ((event: string, options?: { props?: EventProps }) => void) & { q?: unknown[] };
  umami?: { track: (event?: string, data?: EventProps) => void };
}

let settings: AnalyticsSettings | null | undefined;

export function analyticsSettings(): AnalyticsSettings | null {
  settings ??= resolveAnalyticsSettings(import.meta.env, site.url);
  return settings;
}

let loading: Promise<void> | null = null;

/** Adds the provider's script tag once; resolves when it has run. */
function load(config: AnalyticsSettings): Promise<void> {
  loading ??= loadScript(
    config.scriptUrl,
    config.provider === "plausible"
      ? { domain: config.siteId }
      : { websiteId: config.siteId, autoTrack: "false", doNotTrack: "true" },
  ).catch(() => {
    loading = null; // blocked or offline: try again on the next page view
    throw new Error(`The analytics script did not load: ${config.scriptUrl}`);
  });
  return loading;
}

/** Whether anything may be sent now (settings, privacy signals, consent). */
export function allowed(): AnalyticsSettings | null {
  const config = analyticsSettings();
  if (!config) return null;
  return mayTrack(config.consentRequired, browserSignals(), readConsent()) ? config : null;
}

async function send(event: string | null, props?: EventProps) {
  const config = allowed();
  if (!config) return;
  try {
    await load(config);
  } catch (error) {
    console.warn(error instanceof Error ? error.message : error);
    return;
  }
  if (!allowed()) return; // the choice changed while the script loaded
  const win = window as ProviderWindow;
  if (config.provider === "plausible") {
    if (event === null) win.plausible?.("pageview");
    else win.plausible?.(event, props ? { props } : undefined);
  } else if (event === null) win.umami?.track();
  else win.umami?.track(event, props);
}

/**
 * Records a view of the current page once it is shown: a page the Speculation Rules prerendered
 * is counted when the visitor arrives, and never if they do not.
 */
export async function trackPageview(): Promise<void> {
  await shown();
  return send(null);
}

export function track(event: string, props?: EventProps): Promise<void> {
  return send(event, props);
}
