/**
 * A production build must be able to deliver its forms. Called first thing by
 * scripts/postbuild.mjs: a build for a real site (VITE_SITE_URL set to an origin that is not a
 * reserved example/test name) without VITE_EMAILJS_PUBLIC_KEY fails with a message saying what to
 * set, unless the local outbox is chosen explicitly with VITE_FORMS_OUTBOX=1 (only the preview
 * server answers it; a static host or nginx would not). The settings are read as the app's build
 * reads them (`.env` files, then the environment: scripts/deploy-settings.mjs).
 */
import { buildEnv } from "../deploy-settings.mjs";

/** Host names reserved for examples and tests (RFC 2606, RFC 6761) and loopback. */
const RESERVED = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$|^127\.|^\[?::1\]?$/i;

/** What is wrong with the build's email settings, or null. */
export function emailSettingsProblem(env = buildEnv()) {
  const siteUrl = env.VITE_SITE_URL?.trim();
  if (!siteUrl) return null; // a local build with the placeholder brand
  let host;
  try {
    host = new URL(siteUrl).hostname;
  } catch {
    return `VITE_SITE_URL is not a URL: ${JSON.stringify(siteUrl)}. Set it to the site's origin, e.g. https://www.example.com.`;
  }
  if (RESERVED.test(host)) return null;
  if (env.VITE_EMAILJS_PUBLIC_KEY?.trim()) return null;
  if (env.VITE_FORMS_OUTBOX === "1") return null;
  return [
    `This is a production build (VITE_SITE_URL=${siteUrl}) without an email-service key: its forms could never deliver a message.`,
    "Set VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID and VITE_EMAILJS_TEMPLATE_CONTACT, VITE_EMAILJS_TEMPLATE_WRITE, VITE_EMAILJS_TEMPLATE_CAREERS (see README, Configuration),",
    "or set VITE_FORMS_OUTBOX=1 to keep the local outbox on purpose (only `npm start` answers it; nginx and static hosts do not).",
  ].join("\n");
}

/** Ends the build with the problem, if there is one. */
export function assertEmailSettings(env = buildEnv()) {
  const problem = emailSettingsProblem(env);
  if (!problem) return;
  console.error(`\nbuild: ${problem}\n`);
  process.exit(1);
}
