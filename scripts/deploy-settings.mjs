import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { resolveAnalyticsSettings } from "../app/lib/analytics-settings.mjs";
import { notValidYaml, readYaml } from "./lib/read-yaml.mjs";

const SETTINGS_FILE = "content/settings.yml";
/** The settings' fields the servers use (settingsFrom); each must be text. */
const USED_FIELDS = [["name"], ["url"], ["external", "careersSite"]];

/**
 * content/settings.yml, the one source of the brand, the site's address and the careers site (the
 * app reads the same file, compiled: app/content/site.ts), read as it is, through the content
 * compiler's reader, so the servers need no compile step before they start. A file that cannot be
 * read does not stop them: `settings` is then empty and `problem` the sentence naming the file and
 * line (scripts/content.mjs reports the same against the whole schema and stops the build).
 * @returns {{ settings: Record<string, any>, problem?: string }}
 */
export function readContentSettings(root = fileURLToPath(new URL("..", import.meta.url))) {
  let source;
  try {
    source = readYaml(readFileSync(join(root, SETTINGS_FILE), "utf8"));
  } catch (error) {
    return { settings: {}, problem: notValidYaml(SETTINGS_FILE, error) };
  }
  const settings = source.data ?? {};
  for (const path of USED_FIELDS) {
    if (typeof path.reduce((value, key) => value?.[key], settings) === "string") continue;
    // The line of the field, or of the nearest field around it that is there (a wrong indent).
    let line;
    for (let depth = path.length; depth > 0 && !line; depth--)
      line = source.lineOf(path.slice(0, depth)).line;
    return {
      settings: {},
      problem: `${SETTINGS_FILE}${line ? `:${line}` : ""}: ${path.join(".")}: missing or not text`,
    };
  }
  return { settings };
}

let contentSettings;
/** This checkout's settings, read on first use; a problem is said once, on stderr. */
function currentSettings() {
  if (!contentSettings) {
    const { settings, problem } = readContentSettings();
    if (problem)
      console.error(
        `${problem}. Until it is fixed the site's name, address and careers site are left empty here.`,
      );
    contentSettings = settings;
  }
  return contentSettings;
}

/**
 * The VITE_* variables that override a value of content/settings.yml (README "Configuration"; the
 * app applies them in app/content/site.ts): each with the value's place in the settings and the
 * words the build log names it by. Each social link has its own, after its name
 * (VITE_SOCIAL_LINKEDIN for "LinkedIn").
 * @returns {{ variable: string, path: (string | number)[], label: string, address?: boolean }[]}
 */
export function settingsOverrides(settings = {}) {
  return [
    { variable: "VITE_BRAND_NAME", path: ["name"], label: "company name" },
    { variable: "VITE_BRAND_SHORT_NAME", path: ["shortName"], label: "short name" },
    { variable: "VITE_SITE_URL", path: ["url"], label: "site address", address: true },
    { variable: "VITE_CONTACT_PHONE", path: ["contact", "phone"], label: "contact phone" },
    { variable: "VITE_CONTACT_EMAIL", path: ["contact", "emails", "general"], label: "contact email" },
    { variable: "VITE_CAREERS_EMAIL", path: ["contact", "emails", "careers"], label: "careers email" },
    ...(Array.isArray(settings.social) ? settings.social : []).map((link, index) => ({
      variable: `VITE_SOCIAL_${String(link?.name).toUpperCase()}`,
      path: ["social", index, "href"],
      label: `${link?.name} link`,
    })),
    { variable: "VITE_CAREERS_SITE_URL", path: ["external", "careersSite"], label: "careers site" },
    {
      variable: "VITE_RECRUITER_LOGIN_URL",
      path: ["external", "recruiterLogin"],
      label: "recruiters' sign-in address",
    },
  ];
}

/** A variable's value when it overrides: set to more than blanks, trimmed (as the app takes it). */
export function overrideOf(env, variable) {
  const value = env[variable]?.trim();
  return value ? value : undefined;
}

/** A setting's value, overridden by its variable when that is set. */
function settingValue(env, settings, variable) {
  const { path } = settingsOverrides(settings).find((entry) => entry.variable === variable);
  return overrideOf(env, variable) ?? path.reduce((value, key) => value?.[key], settings);
}

/**
 * One sentence for each variable of `env` that changes a value of the owner's content/settings.yml
 * in this build, for the build log: a host's leftover variable otherwise silently beats the owner's
 * edit. A variable that is empty, or says what the file says, changes nothing and is not named.
 * @param {Record<string, string | undefined>} env
 * @param {Record<string, any>} settings content/settings.yml as read (readContentSettings)
 */
export function settingOverrides(env, settings) {
  const lines = [];
  for (const { variable, path, label, address } of settingsOverrides(settings)) {
    const value = overrideOf(env, variable);
    if (value === undefined) continue;
    let own = path.reduce((found, key) => found?.[key], settings);
    // The short name the app takes when the file gives none: the name's first word.
    if (variable === "VITE_BRAND_SHORT_NAME") own ??= String(settings.name ?? "").split(/\s+/)[0];
    const same = address ? value.replace(/\/$/, "") === String(own ?? "").replace(/\/$/, "") : value === own;
    if (same) continue;
    lines.push(
      `${variable} overrides content/settings.yml's ${label} (${JSON.stringify(own ?? "")} -> ${JSON.stringify(value)}); to use the file's, remove ${variable} from the host's build variables (or .env)`,
    );
  }
  return lines;
}

/**
 * Build-time settings the servers need (canonical origin, CSP origins), read from the same VITE_*
 * variables as the app (see README "Configuration") and the same way Vite reads them for the app:
 * `.env`, `.env.local`, `.env.production`, `.env.production.local`, then the environment, which wins.
 */
function origin(value, fallback) {
  for (const candidate of [value, fallback]) {
    try {
      return new URL(candidate).origin;
    } catch {
      // no address, or not one: the next, else none
    }
  }
  return "";
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
export function settingsFrom(env, settings = currentSettings()) {
  const siteUrl = (settingValue(env, settings, "VITE_SITE_URL") || "").replace(/\/$/, "");
  return {
    /** The brand (the editor's page title); the app's `site.name`. */
    brandName: settingValue(env, settings, "VITE_BRAND_NAME") || "",
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
      origin(overrideOf(env, "VITE_CAREERS_SITE_URL"), settings.external?.careersSite),
    ].filter(Boolean),
  };
}

let derived;
/**
 * settingsFrom this checkout's build variables and settings, worked out on first use: the tools
 * that import this module for `buildEnv` alone (the content compiler, the editor) do not read the
 * settings, so a broken file is reported once, by the compiler, there.
 */
export const deploySettings = Object.defineProperties(
  {},
  Object.fromEntries(
    ["brandName", "siteUrl", "analyticsOrigin", "emailOrigin", "frameOrigins"].map((key) => [
      key,
      { enumerable: true, get: () => (derived ??= settingsFrom(buildEnv()))[key] },
    ]),
  ),
);
