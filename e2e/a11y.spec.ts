import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { openHydrated } from "./helpers";
import { pagePaths } from "./site-map";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

for (const width of [375, 1440]) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of [...pagePaths, "/no-such-page"]) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        if (path === "/no-such-page") await page.goto(path);
        else await openHydrated(page, path);
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const summary = results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
