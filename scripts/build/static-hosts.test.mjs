import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../deploy/policy.mjs";
import { inlineScriptHashes } from "./page-csp.mjs";
import {
  cacheGroups,
  netlifyToml,
  notFoundPolicyMeta,
  staticHostHeaders,
  staticHostHeadersProblem,
  writeStaticHostFiles,
} from "./static-hosts.mjs";

const policy = (...scriptHashes) => contentSecurityPolicy({ scriptHashes });
const paths = ["/assets/app.js", "/art/a.svg", "/og/home.png", "/favicon.svg", "/sitemap.xml", "/banking"];

describe("_headers", () => {
  it("groups the cache rules by folder or extension, hashed assets last", () => {
    const groups = cacheGroups(paths).map((group) => group.path);
    expect(groups).toEqual(["/art/*", "/og/*", "/*.svg", "/*.xml", "/assets/*"]);
  });

  it("stays within Cloudflare's limits for 1,000 pages: only page rules come after the 100th", () => {
    const pages = Object.fromEntries(
      Array.from({ length: 1_000 }, (_, index) => [`/page-${index}.html`, policy(`sha256-${index}`)]),
    );
    const text = staticHostHeaders({ policies: { default: policy(), pages }, paths });
    expect(staticHostHeadersProblem(text)).toBeNull();
    expect(text).toContain(`\n/page-7\n  Cross-Origin-Opener-Policy: same-origin\n  Content-Security-Policy: ${policy("sha256-7")}\n`);
    const everyAnswer = text.slice(0, text.indexOf("\n/", 3));
    expect(everyAnswer).not.toContain("Content-Security-Policy");
    expect(text).toMatch(/\n\/admin\n {2}Cross-Origin-Opener-Policy: same-origin-allow-popups\n/);
  });

  it("names a line Cloudflare would not read", () => {
    const hashes = Array.from({ length: 40 }, (_, index) => `sha256-${String(index).padStart(44, "x")}`);
    const text = staticHostHeaders({ policies: { default: policy(), pages: { "/index.html": policy(...hashes) } }, paths });
    expect(staticHostHeadersProblem(text)).toMatch(/a line of \d+ characters/);
  });
});

describe("netlify.toml", () => {
  it("sends each legacy section to its article in one forced 301, an unknown one to the 404 page", () => {
    const toml = netlifyToml();
    expect(toml).toContain('query = { section = "flowBuilder" }\n  to = "/insights/flow-builder"\n  status = 301\n  force = true');
    expect(toml).toContain('query = { section = ":section" }\n  to = "/404.html"\n  status = 404');
  });
});

describe("the Not Found page's policy", () => {
  const notFoundHtml =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Page Not Found</title>' +
    '<link rel="modulepreload" href="/assets/a.js"/><script>window.a = 1;</script></head>' +
    '<body><h1>Not found</h1><script type="module">import("/assets/a.js");</script></body></html>';
  const metaPolicy = (html) =>
    /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1].replaceAll("&quot;", '"');

  it("is in the page itself on every host, admitting its own scripts, with no policy on /* (Netlify's only rule for it)", async () => {
    const root = mkdtempSync(join(tmpdir(), "static-hosts-"));
    try {
      writeFileSync(join(root, "404.html"), notFoundHtml);
      writeFileSync(join(root, "banking.html"), "<!DOCTYPE html><html><head></head></html>");
      const pages = {
        "/404.html": policy(...inlineScriptHashes(notFoundHtml)),
        "/banking.html": policy("sha256-banking"),
      };
      await writeStaticHostFiles(root, { default: policy(), pages });
      const written = readFileSync(join(root, "404.html"), "utf8");
      const meta = metaPolicy(written);
      expect(meta).toBe(pages["/404.html"].replace("; frame-ancestors 'none'", ""));
      const scriptSrc = meta.split("; ").find((directive) => directive.startsWith("script-src "));
      expect(inlineScriptHashes(written)).toHaveLength(2);
      for (const hash of inlineScriptHashes(written)) expect(scriptSrc).toContain(`'${hash}'`);
      expect(written.indexOf("http-equiv")).toBeLessThan(written.indexOf("<script"));
      expect(written.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(written.indexOf("http-equiv"));
      // A policy on /* would reach every page on Netlify as well: each page keeps its own only.
      const headers = readFileSync(join(root, "_headers"), "utf8");
      expect(headers.slice(0, headers.indexOf("\n/", 3))).not.toContain("Content-Security-Policy");
      expect(headers).toContain(`\n/banking\n  Cross-Origin-Opener-Policy: same-origin\n  Content-Security-Policy: ${pages["/banking.html"]}\n`);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("replaces the one an earlier run put there", () => {
    const once = notFoundPolicyMeta(notFoundHtml, policy("sha256-old"));
    const twice = notFoundPolicyMeta(once, policy("sha256-new"));
    expect(twice.match(/http-equiv/g)).toHaveLength(1);
    expect(metaPolicy(twice)).toContain("'sha256-new'");
    expect(metaPolicy(twice)).not.toContain("'sha256-old'");
  });
});
