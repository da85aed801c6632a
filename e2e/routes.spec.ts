import { expect, test } from "@playwright/test";
import { collectPageProblems, SERVER } from "./helpers";
import { pagePaths } from "./site-map";

test.describe("every route of the spec", () => {
  // In a browser, every page hydrates with no console error and shows its one h1: a11y.spec's
  // visit of each page checks that before running axe, so pages are not loaded twice.
  for (const path of pagePaths) {
    test(`${path} answers 200 with a title, a description and one h1 in its HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/\S/);
      expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toMatch(/\S{10,}/);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    });
  }

  test("titles and descriptions are unique (aliases share their canonical page's)", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of pagePaths.filter((p) => p !== "/itConsulting")) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(title, path).not.toBe("");
      expect(titles.get(title), `title of ${path}`).toBeUndefined();
      expect(descriptions.get(description), `description of ${path}`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);
    }
  });

  test("the alias /itConsulting names /it-consulting as canonical", async ({ request }) => {
    const html = await (await request.get("/itConsulting")).text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/it-consulting"/);
  });
});

test.describe("Page Not Found", SERVER, () => {
  test("an unknown path answers 404 with the Not Found page and a Go Back link to /", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/Page Not Found/);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page Not Found");
  });

  test("a legacy article address with an unknown section hydrates the Not Found page without a mismatch", async ({
    page,
  }) => {
    const problems = collectPageProblems(page);
    const response = await page.goto("/insightsBlog?section=no-such-section");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/Page Not Found/);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    // The 404 response itself is logged by the browser; React's hydration error #418 must not be.
    expect(problems.filter((problem) => !problem.includes("status of 404"))).toEqual([]);
  });
});

test("no page is wider than a phone before hydration (a wider page zooms out, then jumps)", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    isMobile: true,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  const wide: string[] = [];
  for (const path of pagePaths) {
    await page.goto(path);
    const width = await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth]);
    if (width[0] !== 375 || width[1] !== 375) wide.push(`${path}: ${width.join(" / ")}`);
  }
  await context.close();
  expect(wide).toEqual([]);
});
