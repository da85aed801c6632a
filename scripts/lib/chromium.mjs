/**
 * Finds a Chromium for tests and audits: $CHROME_PATH, then Debian's /usr/bin/chromium, then
 * Playwright's own download. Returns null when there is none (see `requireChromium`).
 */
import { existsSync } from "node:fs";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Debian's package chromium-headless-shell installs it here. */
export const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

/**
 * The browser tests' Chromium: $CHROME_PATH, then Debian's chromium-headless-shell (the same Blink
 * without the full browser's window, UI and GPU processes: the Chromium stage of `npm test` takes
 * about half the time), then the system's Chromium, or undefined (then Playwright uses its own).
 * Timings (`npm run bench`) and Lighthouse run the full browser, as a visitor's.
 */
export function testChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : systemChromium();
}

/** $CHROME_PATH or the system's Chromium, or undefined (then Playwright uses its own). */
export function systemChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

export async function findChromium() {
  const system = systemChromium();
  if (system) return system;
  try {
    const { chromium } = await import("@playwright/test");
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright not installed or without a browser.
  }
  return null;
}
