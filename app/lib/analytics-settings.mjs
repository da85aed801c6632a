/**
 * Analytics settings from the VITE_ANALYTICS_* variables (README "Analytics"). Plain JavaScript
 * so the app (import.meta.env) and the build's CSP step (process.env, scripts/deploy-settings.mjs)
 * read them with the same rules. Off unless VITE_ANALYTICS_PROVIDER is set; a setting that makes
 * no sense stops the build with a message saying which one and why.
 */

/** Where each provider's hosted script lives, and what its script needs. */
export const ANALYTICS_PROVIDERS = {
  // The "manual" variant: this site reports page views itself (also after client-side navigation).
  plausible: {
    defaultScriptPath: "/js/script.manual.js",
    defaultOrigin: "https://plausible.io",
    siteIdName: "domain",
  },
  umami: {
    defaultScriptPath: "/script.js",
    defaultOrigin: "https://cloud.umami.is",
    siteIdName: "website id",
  },
};

/**
 * @typedef {object} AnalyticsSettings
 * @property {"plausible" | "umami"} provider
 * @property {string} scriptUrl the provider script, loaded from `origin` only
 * @property {string} origin scheme://host[:port] of the script and of the events it sends
 * @property {string} siteId Plausible: the site's domain; Umami: the website id
 * @property {boolean} consentRequired load only after the visitor agreed (a provider that sets cookies)
 */

/** @param {string | undefined} value */
const text = (value) => (typeof value === "string" ? value.trim() : "");

/** @param {string} url */
function isAllowedUrl(url) {
  try {
    const parsed = new URL(url);
    const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(parsed.hostname);
    return parsed.protocol === "https:" || (parsed.protocol === "http:" && loopback);
  } catch {
    return false;
  }
}

/**
 * @param {Record<string, string | boolean | undefined>} env
 * @param {string} siteUrl the site's public origin (Plausible's default domain)
 * @returns {AnalyticsSettings | null} null when analytics is off
 */
export function resolveAnalyticsSettings(env, siteUrl) {
  const provider = text(/** @type {string | undefined} */ (env.VITE_ANALYTICS_PROVIDER)).toLowerCase();
  if (provider === "" || provider === "off" || provider === "none") return null;
  if (provider !== "plausible" && provider !== "umami") {
    throw new Error(
      `VITE_ANALYTICS_PROVIDER="${provider}" is not supported: use "plausible" or "umami", or leave it empty to turn analytics off.`,
    );
  }
  const defaults = ANALYTICS_PROVIDERS[provider];
  const originSetting = text(/** @type {string | undefined} */ (env.VITE_ANALYTICS_ORIGIN)).replace(
    /\/$/,
    "",
  );
  const scriptUrl =
    text(/** @type {string | undefined} */ (env.VITE_ANALYTICS_SCRIPT_URL)) ||
    `${originSetting || defaults.defaultOrigin}${defaults.defaultScriptPath}`;
  if (!isAllowedUrl(scriptUrl)) {
    throw new Error(
      `VITE_ANALYTICS_SCRIPT_URL / VITE_ANALYTICS_ORIGIN must give an https:// URL (http:// only for localhost), got "${scriptUrl}".`,
    );
  }
  const siteId =
    text(/** @type {string | undefined} */ (env.VITE_ANALYTICS_SITE_ID)) ||
    (provider === "plausible" ? new URL(siteUrl).hostname : "");
  if (siteId === "") {
    throw new Error(
      `VITE_ANALYTICS_SITE_ID is required for ${provider}: set it to your ${defaults.siteIdName}.`,
    );
  }
  const consent = text(/** @type {string | undefined} */ (env.VITE_ANALYTICS_CONSENT)).toLowerCase();
  if (!["", "required", "none"].includes(consent)) {
    throw new Error(
      `VITE_ANALYTICS_CONSENT="${consent}" is not understood: use "required" (ask before loading) or "none".`,
    );
  }
  return {
    provider,
    scriptUrl,
    origin: new URL(scriptUrl).origin,
    siteId,
    consentRequired: consent === "required",
  };
}
