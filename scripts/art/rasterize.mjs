#!/usr/bin/env node
/**
 * Renders the PNG versions of the brand assets with headless Chromium (run generate.mjs first):
 *   public/brand/og-default.png  1200 x 630  (Open Graph / social cards)
 *   public/apple-touch-icon.png   180 x 180  (full-bleed: iOS rounds the corners itself)
 *   public/icon-192.png, public/icon-512.png (web-app manifest icons, transparent corners)
 *   node scripts/art/rasterize.mjs            (CHROMIUM=/path/to/chromium to override)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const pub = path.resolve(here, "../../public");
const chromium = process.env.CHROMIUM ?? "/usr/bin/chromium";
const TILE_BG = "linear-gradient(135deg,#3B82F6,#1D4ED8)"; // same as the mark's tile

const jobs = [
  { src: "brand/og-default.svg", out: "brand/og-default.png", w: 1200, h: 630 },
  { src: "favicon.svg", out: "apple-touch-icon.png", w: 180, h: 180, bg: TILE_BG },
  { src: "favicon.svg", out: "icon-192.png", w: 192, h: 192 },
  { src: "favicon.svg", out: "icon-512.png", w: 512, h: 512 },
];

if (!fs.existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}; set CHROMIUM=/path/to/chromium`);
  process.exit(1);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "art-raster-"));
try {
  for (const job of jobs) {
    const src = path.join(pub, job.src);
    if (!fs.existsSync(src)) throw new Error(`${job.src} is missing; run node scripts/art/generate.mjs first`);
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
