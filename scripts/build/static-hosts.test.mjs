import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../deploy/policy.mjs";
import { cacheGroups, netlifyToml, staticHostHeaders, staticHostHeadersProblem } from "./static-hosts.mjs";

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
