import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "../../deploy/policy.mjs";
import { inlineScriptHashes, pageUrl, staticHostHeaders, staticHostHeadersProblem } from "./page-csp.mjs";

const sha = (body) => `sha256-${createHash("sha256").update(body).digest("base64")}`;
const policy = (...scriptHashes) => contentSecurityPolicy({ scriptHashes });
const admin = { path: "/admin", policy: "default-src 'self'" };
const headersFor = (pages) =>
  staticHostHeaders({
    policies: { default: policy(), pages },
    securityHeaders,
    hashedCacheControl: "public, max-age=31536000, immutable",
    admin,
  });

describe("inlineScriptHashes", () => {
  it("hashes the scripts that run inline, once each, and skips data blocks and external scripts", () => {
    const html = [
      "<script>a()</script>",
      '<script type="module">b()</script>',
      "<script>a()</script>",
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module" src="/assets/entry.js"></script>',
      "<script></script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")].sort());
  });
});

describe("staticHostHeaders", () => {
  it("gives every answer the security headers and each page its own policy, nothing twice", () => {
    const text = headersFor({
      "/404.html": policy("sha256-nf"),
      "/index.html": policy("sha256-home"),
      "/banking/index.html": policy("sha256-bank"),
      "/__spa-fallback.html": policy("sha256-spa"),
    });
    expect(pageUrl("/banking/index.html")).toBe("/banking");
    const everyAnswer = text.slice(0, text.indexOf("/assets/*"));
    expect(everyAnswer.startsWith("/*\n")).toBe(true);
    expect(everyAnswer).toContain("  X-Frame-Options: DENY\n");
    // Hosts merge the headers of every rule that matches: a policy here would join each page's.
    expect(everyAnswer).not.toContain("Content-Security-Policy");
    expect(text).toContain(`\n/\n  Content-Security-Policy: ${policy("sha256-home")}\n`);
    expect(text).toContain(`\n/banking\n  Content-Security-Policy: ${policy("sha256-bank")}\n`);
    expect(text).toContain(`\n/admin\n  Content-Security-Policy: ${admin.policy}\n`);
    expect(text).not.toContain("sha256-spa");
    expect(text).not.toContain("sha256-nf");
  });

  it("names what a static host would not read: over 100 rules, or a line over 2,000 characters", () => {
    const many = Object.fromEntries(
      Array.from({ length: 98 }, (_, index) => [`/page-${index}/index.html`, policy()]),
    );
    expect(staticHostHeadersProblem(headersFor(many))).toMatch(/^_headers has 101 rules;/);
    const hashes = Array.from({ length: 40 }, (_, index) => `sha256-${String(index).padStart(44, "x")}`);
    expect(staticHostHeadersProblem(headersFor({ "/index.html": policy(...hashes) }))).toMatch(
      /a line of \d+ characters/,
    );
    expect(staticHostHeadersProblem(headersFor({ "/index.html": policy(...hashes.slice(0, 10)) }))).toBeNull();
  });
});
