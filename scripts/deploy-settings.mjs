import { loadEnv } from "vite";
import { resolveAnalyticsSettings } from "../app/features/analytics/settings.mjs";
import { SITE_URL_DEFAULT } from "../app/lib/shared-constants.mjs";

/**
 * Build-time settings the servers need (canonical origin, CSP origins), read from the same VITE_*
 * variables as the app (see README "Configuration") and the same way Vite reads them for the app:
 * `.env`, `.env.local`, `.env.production`, `.env.production.local`, then the environment, which wins.
 */
function origin(value, fallback) {
  try {
    return new URL(value || fallback).origin;
  } catch {
    return new URL(fallback).origin;
  }
}

/**
 * The VITE_* and CMS_* variables of a production build made in `dir`: every generated file (CSP,
 * _headers, nginx's csp.conf, sitemap, share images, the editor's config.yml) reads them here.
 */
export function buildEnv(dir = process.cwd()) {
  return loadEnv("production", dir, ["VITE_", "CMS_"]);
}

/** @param {Record<string, string | undefined>} env */
export function settingsFrom(env) {
  const siteUrl = (env.VITE_SITE_URL || SITE_URL_DEFAULT).replace(/\/$/, "");
  return {
    siteUrl,
    /** The analytics provider's origin (script and events), when analytics is configured. */
    analyticsOrigin: resolveAnalyticsSettings(env, siteUrl)?.origin ?? "",
    /** Where the contact forms post when an email-service key is configured. */
    emailOrigin: env.VITE_EMAILJS_PUBLIC_KEY
      ? origin(env.VITE_EMAILJS_ORIGIN, "https://api.emailjs.com")
      : "",
    /** Embeds the site may frame after the visitor asks (maps and the careers site). */
    frameOrigins: [
      "https://www.openstreetmap.org",
      origin(env.VITE_CAREERS_SITE_URL, "https://careers.altura.example"),
    ],
  };
}

export const deploySettings = settingsFrom(buildEnv());
