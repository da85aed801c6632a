import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { openHydrated } from "./helpers";
import { pagePaths, templateSamples } from "./site-map";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
/** Rules axe marks experimental that Lighthouse's accessibility score runs: label in name (WCAG 2.5.3). */
const LIGHTHOUSE_RULES = { "label-content-name-mismatch": { enabled: true } };

/**
 * Every page in both themes through the system setting at 375px; at 1440px one page of each
 * template (job and legal pages included) through the visitor's stored choice against the
 * opposite system setting. Colours come from the same tokens on every page of a template, so the
 * second pass checks the stored choice and the wide layout without doubling the suite's time.
 */
const jobPage = pagePaths.find((path) => path.startsWith("/careers/"));
const widePaths = [...templateSamples, ...(jobPage ? [jobPage] : []), "/privacy"];
const THEMES = [
  { width: 375, theme: "light", system: "light", stored: null },
  { width: 375, theme: "dark", system: "dark", stored: null },
  { width: 1440, theme: "light", system: "dark", stored: "light" },
  { width: 1440, theme: "dark", system: "light", stored: "dark" },
] as const;

for (const { width, theme, system, stored } of THEMES) {
  test.describe(`axe at ${width}px, ${theme} theme (${stored ? `chosen, system ${system}` : "system"})`, () => {
    test.use({ viewport: { width, height: 900 }, colorScheme: system });
    for (const path of [...(stored ? widePaths : pagePaths), "/no-such-page"]) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        if (stored)
          await page.addInitScript((choice) => localStorage.setItem("altura:theme", choice), stored);
        if (path === "/no-such-page") await page.goto(path);
        else await openHydrated(page, path);
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        // The theme under test is the one shown.
        await expect(page.getByRole("banner").getByRole("button", { name: "Dark theme" })).toHaveAttribute(
          "aria-pressed",
          String(theme === "dark"),
        );
        const results = await new AxeBuilder({ page })
          .options({ rules: LIGHTHOUSE_RULES })
          .withTags(WCAG_TAGS)
          .analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
