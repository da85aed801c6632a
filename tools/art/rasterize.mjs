#!/usr/bin/env node
/**
 * Renders the raster brand assets with headless Chromium:
 *   public/brand/og-default.jpg  1200 x 630  (Open Graph / social cards, from brand.mjs)
 *   public/apple-touch-icon.png   180 x 180  (full-bleed: iOS rounds the corners itself)
 *   public/icon-192.png, public/icon-512.png (web-app manifest icons, transparent corners)
 * The icons are drawn from the built favicon (build/client/favicon.svg, made from the brand name
 * in the site config), so run `npm run build` first. Chromium: scripts/lib/chromium.mjs.
 *   npm run art:raster
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { findChromium } from "../../scripts/lib/chromium.mjs";
import { SCENES } from "./catalog/index.mjs";
import { shareImage } from "./brand.mjs";
import { blue, bright } from "./lib/palette.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const pub = path.resolve(here, "../../public");
const favicon = path.resolve(here, "../..", process.env.BUILD_DIR ?? "build", "client/favicon.svg");
const chromium = await findChromium();
if (!chromium) {
  console.error("Chromium not found; set CHROME_PATH=/path/to/chromium");
  process.exit(1);
}
if (!fs.existsSync(favicon)) {
  console.error(`${favicon} is missing; run npm run build first`);
  process.exit(1);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "art-raster-"));
const ogSvg = path.join(tmp, "og-default.svg");
fs.writeFileSync(ogSvg, shareImage(SCENES["hero-home"]));
const jobs = [
  { src: ogSvg, out: "brand/og-default.png", w: 1200, h: 630 },
  // full-bleed: the favicon's tile colours behind its rounded corners
  { src: favicon, out: "apple-touch-icon.png", w: 180, h: 180, bg: `linear-gradient(135deg,${bright},${blue})` },
  { src: favicon, out: "icon-192.png", w: 192, h: 192 },
  { src: favicon, out: "icon-512.png", w: 512, h: 512 },
];
try {
  for (const job of jobs) {
    const src = job.src;
    const html = path.join(tmp, path.basename(job.out, ".png") + ".html");
    fs.writeFileSync(
      html,
      `<!doctype html><html><body style="margin:0;overflow:hidden;background:${job.bg ?? "transparent"}">` +
        `<img src="file://${src}" width="${job.w}" height="${job.h}" style="display:block"></body></html>`,
    );
    const out = path.join(pub, job.out);
    execFileSync(
      chromium,
      [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--hide-scrollbars",
        "--force-device-scale-factor=1",
        "--default-background-color=00000000",
        `--window-size=${job.w},${job.h}`,
        `--screenshot=${out}`,
        "file://" + html,
      ],
      { stdio: "ignore", timeout: 120000 },
    );
    const png = fs.readFileSync(out);
    const w = png.readUInt32BE(16);
    const h = png.readUInt32BE(20);
    if (w !== job.w || h !== job.h) throw new Error(`${job.out}: got ${w}x${h}, expected ${job.w}x${job.h}`);
    console.log(`${job.out}  ${w}x${h}  ${(png.length / 1024).toFixed(1)} KB`);
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}

// The share image is a photo-like gradient: as JPEG it is a sixth of the PNG. Needs ffmpeg.
const og = path.join(pub, "brand/og-default.png");
try {
  execFileSync("ffmpeg", ["-v", "error", "-y", "-i", og, "-q:v", "3", og.replace(/\.png$/, ".jpg")]);
  fs.rmSync(og);
  console.log("brand/og-default.jpg (from the PNG, via ffmpeg)");
} catch {
  console.log("ffmpeg not found: keeping brand/og-default.png");
}
