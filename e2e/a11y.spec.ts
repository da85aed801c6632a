import { expect, test, type Page } from "@playwright/test";
import { axeViolations, collectPageProblems, openPage } from "./helpers";
import { pagePaths, templateSamples } from "./site-map";

/**
 * Every page, visited once in a browser: it hydrates with no console error and shows its one h1,
 * then axe checks it in both themes. Every page at 375px; at 1440px one page of each template (job
 * and legal pages included). Each test loads the page once, checks it in the theme it opens in,
 * then presses the theme switch, as a visitor would, and checks it in the other: the four ways a
 * theme comes about are all met (at 375px the system's dark setting, then a chosen light; at
 * 1440px a stored dark choice against a light system, then the system's own light again). Every
 * rule runs in the first theme, the colour rules in the second (COLOUR_RULES). Colours come from
 * the same tokens on every page of a template, so the wide pass checks the wide layout on one
 * page of each, and the narrow pass checks the second theme's colours on those same pages (every
 * page still opens and is checked whole in the first).
 */
const jobPage = pagePaths.find((path) => path.startsWith("/careers/"));
const widePaths = [...templateSamples, ...(jobPage ? [jobPage] : []), "/privacy"];
const PASSES = [
  { width: 375, system: "dark", stored: null, paths: pagePaths },
  { width: 1440, system: "light", stored: "dark", paths: widePaths },
] as const;

/**
 * The rules a theme can change the outcome of: the switch swaps colour tokens only, so structure,
 * names and roles are the same in both themes and are checked once, in the theme a page opens in.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Axe's findings on the page as it stands once nothing is moving (a colour or fade mid-way would
 * misread contrast): every rule, or only the colour rules.
 */
async function violations(page: Page, only: "all" | "colour") {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
  return axeViolations(page, only === "all" ? {} : { rules: COLOUR_RULES });
}

for (const { width, system, stored, paths } of PASSES) {
  const opening = stored ? `${stored} chosen, system ${system}` : `system ${system}`;
  test.describe(`axe at ${width}px, ${opening}, then the other theme by the switch`, () => {
    test.use({ viewport: { width, height: 900 }, colorScheme: system });
    for (const path of [...paths, "/no-such-page"]) {
      const switches = path === "/no-such-page" || widePaths.includes(path);
      const themes = switches ? "in either theme" : "in the theme it opens in";
      test(`${path} hydrates with no error and has no violations ${themes}`, async ({ page }) => {
        const problems = collectPageProblems(page);
        await page.emulateMedia({ reducedMotion: "reduce" });
        if (stored)
          await page.addInitScript((choice) => localStorage.setItem("altura:theme", choice), stored);
        const response = await openPage(page, path);
        expect(response?.status()).toBe(path === "/no-such-page" ? 404 : 200);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toBeVisible();
        // The Not Found page's own 404 is logged by the browser as a failed load; nothing else may be.
        expect(problems.filter((problem) => !problem.includes("status of 404"))).toEqual([]);
        const toggle = page.getByRole("banner").getByRole("button", { name: "Dark theme" });
        // The theme under test is the one shown.
        await expect(toggle).toHaveAttribute("aria-pressed", "true");
        expect(await violations(page, "all"), "dark theme").toEqual([]);
        if (!switches) return;
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-pressed", "false");
        await expect(page.locator("html")).not.toHaveAttribute("data-theme", "dark");
        expect(await violations(page, "colour"), "light theme").toEqual([]);
      });
    }
  });
}
