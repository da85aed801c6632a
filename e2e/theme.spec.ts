import { expect, test, type Page } from "@playwright/test";
import { site } from "../app/content/site";
import { collectPageProblems, holdScripts, openPage, SERVER } from "./helpers";

/**
 * Dark theme (issue 15): follows the system setting, a header toggle whose choice is remembered
 * and applied before the first paint, also when the system says otherwise.
 */

const THEME_KEY = "altura:theme";
/** The page surface of each theme (app.css `--color-white`). */
const SURFACE = { light: "rgb(255, 255, 255)", dark: "rgb(12, 21, 41)" };
/** The text colour of each theme (app.css `--color-ink`). */
const INK = { light: "rgb(11, 21, 51)", dark: "rgb(232, 237, 247)" };
const PAGE = "/company";

const toggle = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Dark theme" });
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const storedTheme = (page: Page) => page.evaluate((key) => localStorage.getItem(key), THEME_KEY);

/**
 * Records the theme attribute on <html> at the moment <body> is inserted, before anything of
 * the page can be painted: the inline script in <head> must have run by then.
 */
async function recordThemeAtFirstBody(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      (window as unknown as { themeAtBody: string }).themeAtBody =
        document.documentElement.dataset.theme ?? "none";
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}
const themeAtBody = (page: Page) =>
  page.evaluate(() => (window as unknown as { themeAtBody?: string }).themeAtBody);

test.describe("theme", () => {
  for (const scheme of ["light", "dark"] as const) {
    test(`follows the system's ${scheme} setting when nothing was chosen`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openPage(page, PAGE);
      await expect(page.locator("html")).not.toHaveAttribute("data-theme", /.*/);
      expect(await bodyBackground(page)).toBe(SURFACE[scheme]);
      await expect(toggle(page)).toHaveAttribute("aria-pressed", String(scheme === "dark"));
      // The dark blocks (hero, footer) are dark in both themes.
      const footer = await page
        .getByRole("contentinfo")
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(footer).toBe("rgb(11, 21, 51)");
    });

    test(`without JavaScript the system's ${scheme} setting applies from the first paint`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: scheme });
      const page = await context.newPage();
      await page.goto(PAGE);
      expect(await page.locator("body").evaluate((body) => getComputedStyle(body).backgroundColor)).toBe(
        SURFACE[scheme],
      );
      await context.close();
    });
  }

  test(
    "the toggle switches the theme, remembers it and applies it before the first paint after a reload",
    SERVER,
    async ({ page }) => {
      const problems = collectPageProblems(page);
      await page.emulateMedia({ colorScheme: "light" });
      await recordThemeAtFirstBody(page);
      await openPage(page, PAGE);
      expect(await themeAtBody(page)).toBe("none");
      await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");

      await toggle(page).click();
      await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      expect(await bodyBackground(page)).toBe(SURFACE.dark);
      expect(await storedTheme(page)).toBe("dark");

      // The inline script in <head> runs under the CSP (its hash is in the header): if it were
      // blocked, the attribute would be missing here and the console would report it.
      await page.reload();
      expect(await themeAtBody(page)).toBe("dark");
      await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
      expect(await bodyBackground(page)).toBe(SURFACE.dark);
      expect(
        problems.filter((problem) => /Content Security Policy|hydrat|Minified React error/i.test(problem)),
      ).toEqual([]);
    },
  );

  test("a stored light choice wins over a dark system, before the first paint", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.addInitScript((key) => localStorage.setItem(key, "light"), THEME_KEY);
    await recordThemeAtFirstBody(page);
    await openPage(page, PAGE);
    expect(await themeAtBody(page)).toBe("light");
    expect(await bodyBackground(page)).toBe(SURFACE.light);
    await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
  });

  test("choosing the system's own theme again forgets the choice and follows the system", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await openPage(page, PAGE);
    await toggle(page).click();
    expect(await storedTheme(page)).toBe("dark");
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
    expect(await storedTheme(page)).toBeNull();
    await expect(page.locator("html")).not.toHaveAttribute("data-theme", /.*/);
    // Following the system again: a change of the system setting applies at once.
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
    expect(await bodyBackground(page)).toBe(SURFACE.dark);
  });

  test("the toggle is in the header on a phone too, and works with the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: "light" });
    await openPage(page, PAGE);
    await expect(toggle(page)).toBeVisible();
    await toggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.keyboard.press("Space");
    await expect(page.locator("html")).not.toHaveAttribute("data-theme", /.*/);
  });

  test("the toggle shows from the first paint, and holds its place hidden where scripting is off", async ({
    page,
    request,
  }) => {
    // A tap before the page's code came is held and carried out (first-tap.spec.ts).
    const held = await holdScripts(page);
    await page.goto(PAGE, { waitUntil: "commit" });
    await expect(page.getByRole("banner").getByRole("button", { name: "Dark theme" })).toBeVisible();
    held();
    // Playwright turns script execution off, not the `scripting` media feature: check the rule.
    const html = await (await request.get(PAGE)).text();
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*class="[^"]*noscript:invisible/);
    const css = await (await request.get(/href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!)).text();
    expect(css).toMatch(/@media \(scripting:\s*none\)\{\.noscript\\:invisible\{visibility:hidden/);
  });

  test("the browser's theme colour is given for both schemes", async ({ request }) => {
    const html = await (await request.get(PAGE)).text();
    expect(html).toMatch(
      /<meta name="theme-color" media="\(prefers-color-scheme: light\)" content="#[0-9a-f]{6}"/,
    );
    expect(html).toMatch(
      /<meta name="theme-color" media="\(prefers-color-scheme: dark\)" content="#[0-9a-f]{6}"/,
    );
  });

  test("the logo on the solid header turns light in the dark theme", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await openPage(page, PAGE);
    await page.mouse.wheel(0, 600);
    await expect(page.getByRole("banner")).toHaveAttribute("data-state", "solid");
    // The wordmark is text in the ink colour (app.css `--color-ink`), which each theme sets.
    const logo = page.getByRole("banner").getByRole("link", { name: `${site.name} home` });
    await expect(logo).toHaveCSS("color", INK.dark);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(logo).toHaveCSS("color", INK.light);
  });
});
