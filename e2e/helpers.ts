import { expect, type Page } from "@playwright/test";

/** Problems the page reported: console errors and uncaught exceptions (hydration errors included). */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error")
      problems.push(`console: ${message.text()} ${message.location().url ?? ""}`.trim());
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Opens a path and waits until React has hydrated it (root.tsx sets data-hydrated). The home
 * popup is marked as dismissed first, unless `keepPopup` is set (the popup's own tests).
 */
export async function openHydrated(page: Page, path: string, { keepPopup = false } = {}) {
  if (!keepPopup) {
    await page.addInitScript(() => sessionStorage.setItem("altura:home-popup-dismissed", "1"));
  }
  const response = await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  return response;
}

/** A slow phone: from now on the page's JavaScript files wait until the returned `release()` is called. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Marks a test whose answer depends on the server that sends the build (headers, CSP, status
 * codes, what a static host does with a POST): the nginx stage of `npm test` runs these, beside
 * the specs that are about the server as a whole (playwright.config.ts).
 */
export const SERVER = { tag: "@server" } as const;
