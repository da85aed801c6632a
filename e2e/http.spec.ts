import { request as playwrightRequest, expect, test, type APIRequestContext } from "@playwright/test";
import { securityHeaders } from "../deploy/policy.mjs";
import { canonicalPagePaths } from "../app/content/page-paths";

/**
 * The serving policy, checked over HTTP. The same spec runs against the preview server and
 * against nginx (E2E_SERVER=nginx), which is what proves the two agree.
 */
let api: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  api = await playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
});
test.afterAll(() => api.dispose());

const get = (path: string, headers: Record<string, string> = {}) => api.get(path, { headers, maxRedirects: 0 });

test("pages: 200, HTML never cached stale, every security header and a strict CSP", async () => {
  const response = await get("/it-consulting", { "Accept-Encoding": "gzip" });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-type"]).toMatch(/text\/html/);
  expect(headers["cache-control"]).toBe("no-cache");
  expect(headers["content-encoding"]).toBe("gzip");
  for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name.toLowerCase()], name).toBe(value);
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
  expect(csp).not.toMatch(/unsafe-inline'[^;]*;.*script|script-src[^;]*unsafe/);
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
    expect(csp).toContain(directive);
  }
  expect(csp).toMatch(/connect-src 'self'/);
});

test("hashed assets are immutable; other static files are cached for a day", async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/`);
  const asset = await page.locator('script[type="module"][src^="/assets/"], link[rel="modulepreload"]').first().evaluate(
    (element) => element.getAttribute("src") ?? element.getAttribute("href"),
  );
  const hashed = await get(asset!);
  expect(hashed.status()).toBe(200);
  expect(hashed.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const favicon = await get("/favicon.svg");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["cache-control"]).toBe("public, max-age=86400");
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
    ["/insightsBlog?section=empoweringSmallBusinesses:UnleashingThePotentialOfSalesforceCRM", "/insights/small-business-crm"],
  ] as const) {
    const response = await get(from);
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers()["location"]!, "http://x").pathname, from).toBe(to);
  }
});

test("unknown paths and unknown article sections answer 404 with the Not Found page", async () => {
  for (const path of ["/no-such-page", "/insights/no-such-article", "/insightsBlog?section=unknown", "/404", "/__spa-fallback.html"]) {
    const response = await get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain("Page Not Found");
  }
});

test("bad input gets a 4xx, never a 500 or a file outside the build", async () => {
  const cases: [string, number[]][] = [
    ["/..%2f..%2fetc/passwd", [400, 404]],
    ["/%2e%2e/%2e%2e/etc/passwd", [400, 404]],
    ["/assets/..%2f..%2fpackage.json", [400, 404]],
    ["/%00", [400, 404]],
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

test("methods other than GET and HEAD on pages answer 405", async () => {
  for (const method of ["POST", "PUT", "DELETE"]) {
    const response = await api.fetch("/company", { method, data: "x=1" });
    expect(response.status(), method).toBe(405);
  }
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
