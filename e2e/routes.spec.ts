import { expect, test } from "@playwright/test";
import { collectPageProblems, SERVER } from "./helpers";
import { pagePaths } from "./site-map";

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
