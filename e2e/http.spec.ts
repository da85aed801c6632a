import { request as playwrightRequest, expect, test, type APIRequestContext } from "@playwright/test";
import { ALLOWED_METHODS, securityHeaders } from "../deploy/policy.mjs";
import { inlineScriptHashes } from "../scripts/build/page-csp.mjs";
import { canonicalPagePaths } from "./site-map";
import { rawRequest } from "../scripts/lib/raw-request.mjs";
import { site } from "../app/content/site";

/**
 * The serving policy, checked over HTTP. The same spec runs against the preview server and
 * against nginx (E2E_SERVER=nginx), which is what proves the two agree.
 */
let api: APIRequestContext;
let base = "";
test.beforeAll(async ({ baseURL }) => {
  api = await playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
  base = baseURL!;
});
test.afterAll(() => api.dispose());

const get = (path: string, headers: Record<string, string> = {}) =>
  api.get(path, { headers, maxRedirects: 0 });

/**
 * A GET with the request target sent exactly as written (`//host`, backslashes, `%2F`), which
 * URL-based clients normalise away, never following a redirect (scripts/lib/raw-request.mjs).
 */
const rawGet = (target: string) => rawRequest(base, target, { headers: { "Accept-Encoding": "identity" } });

test("pages: 200, HTML never cached stale, every security header and a strict CSP", async () => {
  const response = await get("/it-consulting", { "Accept-Encoding": "gzip" });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-type"]).toMatch(/text\/html/);
  expect(headers["cache-control"]).toBe("no-cache");
  expect(headers["content-encoding"]).toBe("gzip");
  for (const [name, value] of Object.entries(securityHeaders))
    expect(headers[name.toLowerCase()], name).toBe(value);
  const csp = headers["content-security-policy"] ?? "";
  // 'wasm-unsafe-eval' lets the site search compile its WebAssembly; no 'unsafe-eval'/'unsafe-inline'.
  expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
  expect(csp).not.toMatch(/unsafe-inline'[^;]*;.*script|script-src[^;]*'unsafe-/);
  for (const directive of [
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).toMatch(/connect-src 'self'/);
});

test("each page's CSP allows exactly its own inline scripts, in about 1 KB", async () => {
  const policies = new Set<string>();
  for (const path of ["/", "/banking", "/careers/marketing-manager-usa", "/no-such-page"]) {
    const response = await get(path, { "Accept-Encoding": "identity" });
    const csp = response.headers()["content-security-policy"] ?? "";
    const allowed = /script-src ([^;]*)/.exec(csp)?.[1]?.match(/'sha256-[^']+'/g) ?? [];
    const inline = inlineScriptHashes(await response.text()).map((hash) => `'${hash}'`);
    expect(inline.length, path).toBeGreaterThan(1);
    expect(allowed.sort(), path).toEqual(inline);
    // One policy for the whole site listed every page's scripts: 85 hashes, 4.5 KB on every page.
    expect(csp.length, path).toBeLessThan(1_500);
    policies.add(csp);
  }
  // Pages with the same islands hold the same inline scripts, so share a policy (/banking and a
  // position page); the home page (its invitation) and the Not Found page (its legacy-address script) differ.
  expect(policies.size).toBe(3);
});

test("hashed assets are immutable; other static files are cached for a day", async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/`);
  // No script file loads with a page any more: its stylesheet is the hashed asset it links.
  const asset = await page
    .locator('link[rel="stylesheet"][href^="/assets/"]')
    .first()
    .evaluate((element) => element.getAttribute("href"));
  const hashed = await get(asset!);
  expect(hashed.status()).toBe(200);
  expect(hashed.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const favicon = await get("/favicon.svg");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["cache-control"]).toBe("public, max-age=86400");
});

test("the web-app manifest names the brand, and every icon it or the page lists is served at its size", async ({
  page,
}) => {
  const manifest = await get("/site.webmanifest");
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const {
    name,
    short_name: shortName,
    icons,
  } = (await manifest.json()) as {
    name: string;
    short_name: string;
    icons: { src: string; type: string; sizes: string }[];
  };
  expect({ name, shortName }).toEqual({ name: site.name, shortName: site.shortName });
  await page.goto("/");
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  const pngs = [...icons.filter((icon) => icon.type === "image/png"), { src: touchIcon!, sizes: "180x180" }];
  expect(pngs).toHaveLength(3);
  for (const icon of pngs) {
    const response = await get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"], icon.src).toBe("image/png");
    const png = await response.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
});

test("trailing slash and moved paths answer 301 to the clean URL", async () => {
  for (const [from, to] of [
    ["/company/", "/company"],
    ["/insights/flow-builder/", "/insights/flow-builder"],
    ["/networking", "/networkEngineering"],
    ["/salesforce-services", "/salesforceServices"],
    ["/insightsBlog", "/insights/marketing"],
    ["/insightsBlog?section=flowBuilder", "/insights/flow-builder"],
    [
      "/insightsBlog?section=empoweringSmallBusinesses%3AUnleashingThePotentialOfSalesforceCRM",
      "/insights/small-business-crm",
    ],
    [
      "/insightsBlog?section=empoweringSmallBusinesses:UnleashingThePotentialOfSalesforceCRM",
      "/insights/small-business-crm",
    ],
    // Odd spellings of old links: any case, any percent-encoding, the argument name in any case.
    ["/insightsBlog?section=FLOWBUILDER", "/insights/flow-builder"],
    ["/insightsBlog?section=%66low%42uilder", "/insights/flow-builder"],
    [
      "/insightsBlog?section=empoweringsmallbusinesses%3aunleashingthepotentialofsalesforcecrm",
      "/insights/small-business-crm",
    ],
    ["/insightsBlog?Section=flowBuilder&section=marketing", "/insights/flow-builder"],
    ["/insightsBlog?section=", "/insights/marketing"],
  ] as const) {
    const response = await get(from);
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers()["location"]!, "http://x").pathname, from).toBe(to);
  }
});

test("unknown paths and unknown article sections answer 404 with the Not Found page", async () => {
  for (const path of [
    "/no-such-page",
    "/insights/no-such-article",
    "/insightsBlog?section=unknown",
    "/insightsBlog?section=flow+Builder",
    "/insightsBlog?section=%zz",
    "/404",
    "/404.html",
    "/__spa-fallback.html",
    "/sitemap.xml.gz",
    "/index.html.br",
    "/caf%C3%A9/",
    "//caf%C3%A9",
    "/%C0%AF",
    "/%ff/",
  ]) {
    const response = await rawGet(path);
    expect(response.status, path).toBe(404);
    expect(response.body, path).toContain("Page Not Found");
  }
});

test("bad input gets a 4xx, never a 500 or a file outside the build", async () => {
  const cases: [string, number[]][] = [
    ["/..%2f..%2fetc/passwd", [400, 404]],
    ["/%2e%2e/%2e%2e/etc/passwd", [400, 404]],
    ["/assets/..%2f..%2fpackage.json", [400, 404]],
    ["/%00", [400, 404]],
    ["/%zz", [400]],
    ["/company%", [400]],
    [`/${"a".repeat(10_000)}`, [414]],
    [`/insights?q=${"b".repeat(10_000)}`, [414]],
  ];
  for (const [path, statuses] of cases) {
    const response = await get(path);
    expect(statuses, `${path.slice(0, 40)}: ${response.status()}`).toContain(response.status());
    const body = await response.text();
    expect(body).not.toMatch(/root:x:0:0|"name": "altura/);
  }
});

test("methods other than GET and HEAD on pages answer 405 with Allow", async () => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
    const response = await api.fetch("/company", { method, data: "x=1" });
    expect(response.status(), method).toBe(405);
    expect(response.headers()["allow"], method).toBe(ALLOWED_METHODS);
    expect(response.headers()["x-frame-options"], method).toBe("DENY");
  }
  expect((await get("/company")).headers()["allow"]).toBeUndefined();
  const head = await api.fetch("/company", { method: "HEAD" });
  expect(head.status()).toBe(200);
});

test("sitemap lists every canonical page once and no alias; robots points at it", async () => {
  const sitemap = await (await get("/sitemap.xml")).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(urls).toHaveLength(canonicalPagePaths.length); // 32 of the spec, the open positions and 2 legal pages
  expect(new Set(urls).size).toBe(urls.length);
  expect(urls).toContain("/it-consulting");
  expect(urls).not.toContain("/itConsulting");
  expect(urls).not.toContain("/insightsBlog");
  expect(urls.some((url) => url.includes("404"))).toBe(false);
  const robots = await (await get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});

/** Every redirect the servers give must stay on this site: a path, never `//host` or a backslash. */
function expectSameSite(location: string | undefined, label: string) {
  expect(location, label).toBeDefined();
  expect(location!, label).toMatch(/^\/(?![/\\])/);
  expect(location!, label).not.toMatch(/\\|%5c|%2f/i);
  expect(new URL(location!, "http://site.test").host, label).toBe("site.test");
}

test("redirects stay on this site for every class of odd path, and never loop", async () => {
  const classes: Record<string, [string, number, string?][]> = {
    "leading slashes": [
      ["//evil.example", 301, "/evil.example"],
      ["//evil.example/", 301, "/evil.example"],
      ["///evil.example//x", 301, "/evil.example/x"],
      ["//company", 301, "/company"],
      ["//", 301, "/"],
    ],
    "raw backslashes": [
      ["/\\evil.example", 400],
      ["/\\/evil.example/", 400],
      ["/company\\", 400],
    ],
    "encoded backslashes": [
      ["/%5Cevil.example", 400],
      ["/%5c%5cevil.example/", 400],
    ],
    "encoded slashes": [
      ["/%2F%2Fevil.example", 400],
      ["/%2fevil.example/", 400],
      ["/company%2F", 400],
      ["/company%2f%2f", 400],
    ],
    "dot segments": [
      ["/./company", 400],
      ["/x/../company/", 400],
      ["/%2e%2e/company", 400],
      ["/.%2E//evil.example", 400],
    ],
    "trailing slashes": [
      ["/company/", 301, "/company"],
      ["/company//", 301, "/company"],
      ["/company/?x=1", 301, "/company?x=1"],
      ["//company/?next=//evil.example", 301, "/company?next=//evil.example"],
    ],
  };
  for (const [kind, cases] of Object.entries(classes)) {
    for (const [path, status, target] of cases) {
      const response = await rawGet(path);
      const label = `${kind}: ${path}`;
      expect(response.status, label).toBe(status);
      for (const [name, value] of Object.entries(securityHeaders))
        expect(response.headers.get(name), `${label} ${name}`).toBe(value);
      if (status !== 301) continue;
      const location = response.headers.get("location") ?? undefined;
      expectSameSite(location, label);
      expect(location!.replace(/^https?:\/\/[^/]+/, ""), label).toBe(target);
      // Following it arrives: no second redirect, no loop.
      const next = await rawGet(location!);
      expect([200, 404], `${label} -> ${location}`).toContain(next.status);
    }
  }
});

test("files: Range gives 206, validators give 304, an unsatisfiable range 416", async () => {
  const whole = await get("/favicon.svg");
  const size = (await whole.body()).length;
  const tag = whole.headers()["etag"];
  expect(tag).toBeTruthy();
  const part = await get("/favicon.svg", { Range: "bytes=0-9", "Accept-Encoding": "identity" });
  expect(part.status()).toBe(206);
  expect(part.headers()["content-range"]).toBe(`bytes 0-9/${size}`);
  expect((await part.body()).length).toBe(10);
  const suffix = await get("/favicon.svg", { Range: "bytes=-5", "Accept-Encoding": "identity" });
  expect(suffix.status()).toBe(206);
  expect(suffix.headers()["content-range"]).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
  const unsatisfiable = await get("/favicon.svg", {
    Range: `bytes=${size + 10}-`,
    "Accept-Encoding": "identity",
  });
  expect(unsatisfiable.status()).toBe(416);
  const notModified = await get("/favicon.svg", { "If-None-Match": tag! });
  expect(notModified.status()).toBe(304);
  expect(notModified.headers()["x-content-type-options"]).toBe("nosniff");
  const page = await get("/company", { "Accept-Encoding": "gzip" });
  const pageTag = page.headers()["etag"];
  expect(pageTag).toBeTruthy();
  expect((await get("/company", { "Accept-Encoding": "gzip", "If-None-Match": pageTag! })).status()).toBe(
    304,
  );
});
