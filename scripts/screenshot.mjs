#!/usr/bin/env node
/**
 * Screenshots of pages at phone and desktop width, for looking at what we build:
 *   node scripts/screenshot.mjs [--base http://127.0.0.1:3000] [--out /tmp/shots] [--scheme dark] /path ...
 * Full-page PNGs named <path>-<width>.png (<path>-<width>-dark.png with `--scheme dark`, the
 * system's colour scheme the pages see), taken after scrolling through the page once (lazy
 * pictures load, entrance animations finish), back at the top.
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
const paths = args.length ? args : ["/"];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: (await findChromium()) ?? undefined,
  args: CHROMIUM_FLAGS,
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
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
    // The capture goes beyond the viewport, where the bands are not drawn on their own.
    await drawWholePage(page);
    const name =
      (path === "/" ? "home" : path.replace(/^\//, "").replace(/[^\w-]+/g, "_")) +
      `-${width}${scheme === "light" ? "" : `-${scheme}`}.png`;
    await page.screenshot({ path: join(out, name), fullPage: true });
    console.log(join(out, name));
  }
  await page.close();
}
await browser.close();
