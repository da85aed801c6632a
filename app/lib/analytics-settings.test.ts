import { describe, expect, it } from "vitest";
import { contentSecurityPolicy as policy } from "../../deploy/policy.mjs";
import { resolveAnalyticsSettings } from "./analytics-settings.mjs";

const site = "https://www.altura.example";
/** The policy builder is plain JavaScript: give its options object a type here. */
const contentSecurityPolicy = policy as unknown as (options: Record<string, unknown>) => string;

describe("analytics settings", () => {
  it("is off unless a provider is set", () => {
    expect(resolveAnalyticsSettings({}, site)).toBeNull();
    expect(resolveAnalyticsSettings({ VITE_ANALYTICS_PROVIDER: " " }, site)).toBeNull();
  });

  it("uses each provider's hosted script by default; Plausible's domain defaults to the site's", () => {
    expect(resolveAnalyticsSettings({ VITE_ANALYTICS_PROVIDER: "plausible" }, site)).toEqual({
      provider: "plausible",
      scriptUrl: "https://plausible.io/js/script.manual.js",
      origin: "https://plausible.io",
      siteId: "www.altura.example",
      consentRequired: false,
    });
    expect(
      resolveAnalyticsSettings({ VITE_ANALYTICS_PROVIDER: "umami", VITE_ANALYTICS_SITE_ID: "abc-123" }, site),
    ).toMatchObject({
      scriptUrl: "https://cloud.umami.is/script.js",
      origin: "https://cloud.umami.is",
      siteId: "abc-123",
    });
  });

  it("takes a self-hosted origin or a full script URL, and the consent setting", () => {
    expect(
      resolveAnalyticsSettings(
        {
          VITE_ANALYTICS_PROVIDER: "Umami",
          VITE_ANALYTICS_ORIGIN: "https://stats.altura.example/",
          VITE_ANALYTICS_SITE_ID: "id",
        },
        site,
      ),
    ).toMatchObject({
      provider: "umami",
      scriptUrl: "https://stats.altura.example/script.js",
      origin: "https://stats.altura.example",
    });
    expect(
      resolveAnalyticsSettings(
        {
          VITE_ANALYTICS_PROVIDER: "plausible",
          VITE_ANALYTICS_SCRIPT_URL: "https://p.altura.example/js/script.manual.js",
          VITE_ANALYTICS_CONSENT: "required",
        },
        site,
      ),
    ).toMatchObject({ origin: "https://p.altura.example", consentRequired: true });
  });

  it("stops the build with a clear message for settings that make no sense", () => {
    expect(() => resolveAnalyticsSettings({ VITE_ANALYTICS_PROVIDER: "google" }, site)).toThrow(
      /"google" is not supported: use "plausible" or "umami"/,
    );
    expect(() => resolveAnalyticsSettings({ VITE_ANALYTICS_PROVIDER: "umami" }, site)).toThrow(
      /VITE_ANALYTICS_SITE_ID is required for umami/,
    );
    expect(() =>
      resolveAnalyticsSettings(
        { VITE_ANALYTICS_PROVIDER: "plausible", VITE_ANALYTICS_SCRIPT_URL: "http://stats.example/js.js" },
        site,
      ),
    ).toThrow(/must give an https:\/\/ URL/);
    expect(() =>
      resolveAnalyticsSettings({ VITE_ANALYTICS_PROVIDER: "plausible", VITE_ANALYTICS_CONSENT: "yes" }, site),
    ).toThrow(/VITE_ANALYTICS_CONSENT="yes" is not understood/);
  });

  it("adds the provider's origin to script-src and connect-src only when configured", () => {
    const off = contentSecurityPolicy({ scriptHashes: [], emailOrigin: "" });
    expect(off).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(off).toContain("connect-src 'self';");
    const on = contentSecurityPolicy({
      scriptHashes: ["sha256-x"],
      emailOrigin: "https://api.emailjs.com",
      analyticsOrigin: "https://plausible.io",
    });
    expect(on).toContain("script-src 'self' 'wasm-unsafe-eval' https://plausible.io 'sha256-x';");
    expect(on).toContain("connect-src 'self' https://api.emailjs.com https://plausible.io;");
  });
});
