import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nginxFiles } from "../scripts/gen-nginx.mjs";
import { contentSecurityPolicy, insightsBlogTarget } from "./policy.mjs";

describe("deploy/nginx", () => {
  it("is what scripts/gen-nginx.mjs generates from deploy/policy.mjs", () => {
    for (const [name, text] of Object.entries(nginxFiles())) {
      expect(readFileSync(new URL(`./nginx/${name}`, import.meta.url), "utf8"), name).toBe(text);
    }
  });
});

describe("policy", () => {
  it("maps insightsBlog sections like the app does", () => {
    expect(insightsBlogTarget(undefined)).toBe("/insights/marketing");
    expect(insightsBlogTarget("exploringThePotentialOfSalesforceAnalyticsCloud")).toBe("/insights/analytics-cloud");
    expect(insightsBlogTarget("nope")).toBeNull();
  });

  it("builds a CSP without unsafe script sources (WebAssembly compile only, for search)", () => {
    const csp = contentSecurityPolicy({
      scriptHashes: ["sha256-abc", "sha256-abc"],
      emailOrigin: "https://api.emailjs.com",
      frameOrigins: ["https://www.openstreetmap.org"],
    });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc';");
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com");
    expect(csp).toContain("frame-src https://www.openstreetmap.org");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-/);
  });
});
