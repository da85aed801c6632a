/**
 * The lead events the site records (README "Analytics"). The provider code loads on first use.
 * Guard each call with `if (import.meta.env.VITE_ANALYTICS_PROVIDER)` in the calling module: the
 * bundler then drops the call and this module from builds without analytics.
 */
import type { EventProps } from "./provider";

export type LeadEvent = "Form delivered" | "Chat started";

export function trackEvent(event: LeadEvent, props?: EventProps) {
  if (!import.meta.env.VITE_ANALYTICS_PROVIDER) return;
  void import("./provider").then((provider) => provider.track(event, props));
}
