import { readFileSync } from "node:fs";
import { loadEnv } from "vite";
import { parse } from "yaml";
import { resolveAnalyticsSettings } from "../app/features/analytics/settings.mjs";

/**
 * content/settings.yml, the one source of the brand, the site's address and the careers site (the
 * app reads the same file, compiled: app/content/site.ts). Read as it is, so the servers need no
 * compile step before they start; scripts/content.mjs checks it against its schema at every build.
 */
export const contentSettings = parse(
  readFileSync(new URL("../content/settings.yml", import.meta.url), "utf8"),
);

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

/**
 * @param {Record<string, string | undefined>} env
 * @param {{ name: string, url: string, external: { careersSite: string } }} settings
 */
export function settingsFrom(env, settings = contentSettings) {
  const siteUrl = (env.VITE_SITE_URL || settings.url).replace(/\/$/, "");
  return {
    /** The brand (the editor's page title); the app's `site.name`. */
    brandName: env.VITE_BRAND_NAME || settings.name,
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
      origin(env.VITE_CAREERS_SITE_URL, settings.external.careersSite),
    ],
  };
}

export const deploySettings = settingsFrom(buildEnv());
