import axe, { type RunOptions } from "axe-core";
import { expect, type Locator, type Page } from "@playwright/test";
import { drawWholePage } from "../scripts/lib/whole-page.mjs";

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
 * Opens a path and waits for its load event. Nothing hydrates as a whole any more: the page is
 * HTML, the head script answers the shell's controls from the first paint, and each island loads
 * on use and presses the taps it held (app/components/ui/island-use.ts): a test that taps needs no
 * wait; one that checks an island's own state waits with `islandReady`. The home popup is marked as dismissed first,
 * unless `keepPopup` is set (the popup's own tests).
 */
export async function openPage(page: Page, path: string, { keepPopup = false } = {}) {
  if (!keepPopup) {
    await page.addInitScript(() => sessionStorage.setItem("altura:home-popup-dismissed", "1"));
  }
  return page.goto(path);
}

/**
 * A browser that blocks site data (Safari's and Firefox's "block all cookies", Chrome's "don't
 * allow sites to save data"): from the first script of each page on, reading `localStorage` or
 * `sessionStorage` throws SecurityError, as those browsers do. Call it before the page opens
 * (and open it with `page.goto`: `openPage` writes to sessionStorage).
 */
export async function blockSiteData(page: Page) {
  await page.addInitScript(() => {
    for (const name of ["localStorage", "sessionStorage"])
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(
            `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
            "SecurityError",
          );
        },
      });
  });
}

/** Waits until the island holding `locator` has hydrated (app/components/ui/island.tsx). */
export async function islandReady(locator: Locator) {
  await expect(locator.locator("xpath=ancestor::astro-island[1]")).toHaveAttribute("data-island", "ready");
}

/**
 * Presses a button that only looks disabled (aria-disabled, which Playwright counts as disabled,
 * hence `force`). First it is scrolled to and drawn, where a visitor's press would land: a forced
 * click skips the wait for a still box, and the band below the first screen is drawn only once
 * it nears the viewport.
 */
export async function pressLooksDisabled(button: Locator) {
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport();
  await button.click({ force: true });
}

/**
 * A slow phone: from now on the page's JavaScript files wait until the returned `release()` is
 * called. The page's DOMContentLoaded and load events wait for them too (its deferred script is
 * one of them): open it with `waitUntil: "commit"`; the page is painted and usable before.
 */
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

/**
 * Browser tests run as for a visitor who prefers reduced motion (playwright.config.ts): no video,
 * autoplay or transitions moving under a click, and no frames drawn for them on a busy machine.
 * The tests whose subject is motion (autoplay, counters, flips, the hero video) ask for it:
 * `await page.emulateMedia(WITH_MOTION)` before the page opens.
 */
export const WITH_MOTION = { reducedMotion: "no-preference" } as const;

/** The rules we hold every page to: WCAG 2.2 A and AA, and axe's best practices. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
/** Rules axe marks experimental that Lighthouse's accessibility score runs: label in name (WCAG 2.5.3). */
const LIGHTHOUSE_RULES = { "label-content-name-mismatch": { enabled: true } };

/**
 * Axe's findings on the page as it stands, one "rule: targets" line per violated rule (none is
 * []): every rule of WCAG_TAGS, or only `rules`, within `include` (a selector) or the whole page.
 * Axe runs in the page itself, put into each of its frames once per document: compiling its
 * 580 KB costs about a third of a second a time, which @axe-core/playwright pays twice on every
 * run (0.5 s of a 1.4 s check). Same-origin frames are checked through the copy in each; a
 * cross-origin frame would not be, so none may be there unseen. The bands below the first screen
 * are drawn first (drawWholePage): axe reads colours from the drawn page, and a band not yet drawn
 * has none to read.
 */
export async function axeViolations(
  page: Page,
  { include, rules }: { include?: string; rules?: string[] } = {},
): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const frames = page.frames().filter((frame) => frame.url() !== "about:blank");
  const foreignFrames = frames.map((frame) => frame.url()).filter((url) => new URL(url).origin !== origin);
  expect(foreignFrames, "cross-origin frames, which axe cannot check from the page").toEqual([]);
  await drawWholePage(page);
  for (const frame of frames)
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axe.source);
  const options: RunOptions = {
    resultTypes: ["violations"],
    rules: LIGHTHOUSE_RULES,
    runOnly: rules ? { type: "rule", values: rules } : { type: "tag", values: WCAG_TAGS },
  };
  const violations = await page.evaluate(
    async ({ include, options }) => {
      const { axe } = window as unknown as { axe: typeof import("axe-core") };
      return (await axe.run(include ? { include: [include] } : document, options)).violations;
    },
    { include, options },
  );
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
