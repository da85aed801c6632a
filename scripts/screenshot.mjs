#!/usr/bin/env node
/**
 * Screenshots of pages at phone and desktop width, for looking at what we build:
 *   node scripts/screenshot.mjs [--base http://127.0.0.1:3000] [--out /tmp/shots] [--scheme dark] /path ...
 * Full-page PNGs named <path>-<width>.png (<path>-<width>-dark.png with `--scheme dark`, the
 * system's colour scheme the pages see), taken after scrolling through the page once (lazy
 * pictures load, entrance animations finish), back at the top.
 *
 * With `--bands`, instead, each band drawn only near the viewport (`content-visibility: auto`,
 * app/styles/app.css) is shot on its own as a visitor meets it: scrolled into view, its last
 * focusable element focused, with 64 px of what surrounds it (<path>-<width>-band<n>.png): what
 * the band's edges cut, if anything, shows there (a whole-page shot draws every band without the
 * skip, so it cannot).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "./lib/chromium.mjs";
import { drawWholePage } from "./lib/whole-page.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const [value] = args.splice(at, 2).slice(1);
  return value;
};
const base = option("--base", "http://127.0.0.1:3000");
const out = option("--out", "/tmp/shots");
const widths = option("--widths", "375,1440").split(",").map(Number);
const scheme = option("--scheme", "light");
const bandsAt = args.indexOf("--bands");
const bands = bandsAt !== -1 && Boolean(args.splice(bandsAt, 1));
const paths = args.length ? args : ["/"];
/** Around each band in `--bands` shots: further than any shadow or focus ring reaches. */
const BAND_MARGIN = 64;
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: (await findChromium()) ?? undefined,
  args: CHROMIUM_FLAGS,
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
  // Band by band, the home page's invitation would stand in front of the band: it counts as seen
  // (app/lib/storage.ts's key, as the browser tests set it).
  if (bands)
    await page.addInitScript(() => globalThis.sessionStorage.setItem("altura:home-popup-dismissed", "1"));
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    // As a visitor sees it after scrolling through: lazy pictures loaded, entrance animations done.
    await page.evaluate(async () => {
      const view = globalThis; // the page's window (this file is linted as Node code)
      // At most 5 s each: a lazy picture that never enters the viewport (a hidden slide) never loads.
      const atMost5s = (promises) =>
        Promise.race([Promise.all(promises), new Promise((done) => setTimeout(done, 5_000))]);
      for (let y = 0; y < view.document.body.scrollHeight; y += view.innerHeight / 2) {
        view.scrollTo(0, y);
        await new Promise((done) => view.requestAnimationFrame(() => setTimeout(done, 50)));
      }
      view.scrollTo(0, 0);
      await atMost5s([...view.document.images].map((image) => image.decode().catch(() => {})));
      // Entrance animations end; looping ones (a marquee, a pulse) never do, and are left running.
      const finite = view.document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      await atMost5s(finite.map((animation) => animation.finished.catch(() => {})));
    });
    await page.waitForLoadState("networkidle");
    const stem = (path === "/" ? "home" : path.replace(/^\//, "").replace(/[^\w-]+/g, "_")) + `-${width}`;
    const suffix = `${scheme === "light" ? "" : `-${scheme}`}.png`;
    if (bands) {
      await shootBands(page, stem, suffix);
      continue;
    }
    // The capture goes beyond the viewport, where the bands are not drawn on their own.
    await drawWholePage(page);
    const name = stem + suffix;
    await page.screenshot({ path: join(out, name), fullPage: true });
    console.log(join(out, name));
  }
  await page.close();
}
await browser.close();

/**
 * Shoots each band in turn as a visitor meets it: scrolled to and drawn, its last focusable
 * element focused, with BAND_MARGIN around it. What floats over the page (the fixed header, the
 * chat button) is hidden: it is not the band's, and it would stand over its edges.
 */
async function shootBands(page, stem, suffix) {
  const count = await page.evaluate(() => {
    const all = [...globalThis.document.querySelectorAll("body *")];
    for (const element of all) {
      if (globalThis.getComputedStyle(element).position === "fixed") element.style.visibility = "hidden";
    }
    const found = all.filter((element) => globalThis.getComputedStyle(element).contentVisibility === "auto");
    found.forEach((band, index) => band.setAttribute("data-shot-band", String(index)));
    return found.length;
  });
  for (let index = 0; index < count; index++) {
    const clip = await page.locator(`[data-shot-band="${index}"]`).evaluate(async (band, margin) => {
      const view = globalThis; // the page's window (this file is linted as Node code)
      band.scrollIntoView({ block: "start" });
      const focusable = [...band.querySelectorAll("a[href], button, input, select, textarea, [tabindex]")];
      focusable
        .filter((element) => element.tabIndex >= 0 && element.checkVisibility())
        .at(-1)
        ?.focus({ preventScroll: true });
      await new Promise((done) => view.requestAnimationFrame(() => view.requestAnimationFrame(done)));
      const box = band.getBoundingClientRect();
      const top = Math.max(0, box.top + view.scrollY - margin);
      return { x: 0, y: top, width: view.innerWidth, height: box.height + 2 * margin };
    }, BAND_MARGIN);
    const name = `${stem}-band${index}${suffix}`;
    await page.screenshot({ path: join(out, name), clip, fullPage: true });
    console.log(join(out, name));
  }
}
