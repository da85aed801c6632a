import { resolveAnalyticsSettings } from "../app/features/analytics/settings.mjs";

/**
 * Build-time settings the servers need, read from the same VITE_* variables as the app
 * (see README "Configuration").
 */
function origin(value, fallback) {
  try {
    return new URL(value || fallback).origin;
  } catch {
    return new URL(fallback).origin;
  }
}

const siteUrl = (process.env.VITE_SITE_URL || "https://www.altura.example").replace(/\/$/, "");

export const deploySettings = {
  siteUrl,
  /** The analytics provider's origin (script and events), when analytics is configured. */
  analyticsOrigin: resolveAnalyticsSettings(process.env, siteUrl)?.origin ?? "",
  /** Where the contact forms post when an email-service key is configured. */
  emailOrigin: process.env.VITE_EMAILJS_PUBLIC_KEY ? origin(process.env.VITE_EMAILJS_ORIGIN, "https://api.emailjs.com") : "",
  /** Embeds the site may frame after the visitor asks (maps and the careers site). */
  frameOrigins: [
    "https://www.openstreetmap.org",
    origin(process.env.VITE_CAREERS_SITE_URL, "https://careers.altura.example"),
  ],
};
