#!/usr/bin/env node
/**
 * The raster brand icons, drawn at build time from the built favicon (app/pages/favicon.svg.ts, made
 * from the brand name in the site config), so a rebrand (VITE_BRAND_NAME / VITE_BRAND_SHORT_NAME)
 * changes them with the logo, the favicon and the share images:
 *   apple-touch-icon.png  180 x 180  full-bleed (iOS rounds the corners itself)
 *   icon-192.png, icon-512.png        the rounded tile with transparent corners (web-app manifest,
 *                                     and the logo in the site's structured data)
 * The same stack as the share images (scripts/build/og-images.mjs): `satori` lays out the tile and
 * turns the initial into outlines with the brand font, `@resvg/resvg-js` rasterizes it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";

const root = join(fileURLToPath(new URL("../..", import.meta.url)), process.env.BUILD_DIR ?? "build", "client");
const require = createRequire(import.meta.url);
const font = () => ({
  name: "Plus Jakarta Sans",
  data: readFileSync(require.resolve("@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-800-normal.woff")),
  weight: 800,
  style: "normal",
});

/** The icons this step writes: file, size, and whether the tile's corners are rounded. */
export const ICONS = [
  { file: "apple-touch-icon.png", size: 180, rounded: false },
  { file: "icon-192.png", size: 192, rounded: true },
  { file: "icon-512.png", size: 512, rounded: true },
];

/** What the favicon draws: the tile's two gradient colours and the initial on it. */
export function readFavicon(svg) {
  const stops = [...svg.matchAll(/stop-color="([^"]+)"/g)].map((match) => match[1]);
  const initial = /<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1];
  if (stops.length !== 2 || initial === undefined) throw new Error("brand-icons: favicon.svg is not the tile with an initial");
  const text = initial.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
  return { from: stops[0], to: stops[1], initial: text };
}

/** One icon as PNG bytes. The proportions are the favicon's (64-unit tile, 15-unit corners, 38-unit letter). */
export async function renderIcon({ from, to, initial }, { size, rounded }, fonts = [font()]) {
  const unit = size / 64;
  const tile = {
    type: "div",
    props: {
      style: {
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        width: size,
        height: size,
        borderRadius: rounded ? 15 * unit : 0,
        backgroundImage: `linear-gradient(135deg, ${from}, ${to})`,
        color: "#fff",
        fontFamily: "Plus Jakarta Sans",
        fontWeight: 800,
        fontSize: 38 * unit,
        lineHeight: 1,
      },
      children: initial,
    },
  };
  const svg = await satori(tile, { width: size, height: size, fonts });
  return new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
}

async function main() {
  const mark = readFavicon(readFileSync(join(root, "favicon.svg"), "utf8"));
  const fonts = [font()];
  for (const icon of ICONS) writeFileSync(join(root, icon.file), await renderIcon(mark, icon, fonts));
  console.log(`brand-icons: ${ICONS.map((icon) => icon.file).join(", ")} for "${mark.initial}"`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
