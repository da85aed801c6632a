#!/usr/bin/env node
/**
 * Per-page share images (Open Graph / Twitter), 1200x630 PNG, after scripts/postbuild.mjs.
 *
 * `buildMeta()` (app/lib/seo.ts) names each page's image (`/og/<page>.png`) in its og:image tag;
 * this step reads every pre-rendered page and draws the image it asks for from the page itself:
 * its title (og:title without the brand), its hero eyebrow and hero illustration (public/art),
 * and the brand (og:site_name, so VITE_BRAND_NAME changes it). Layout by `satori` (HTML/CSS to
 * SVG, with the brand font from @fontsource as .woff: satori cannot read woff2), PNG by
 * `@resvg/resvg-js`. Images are cached in .cache/og by a hash of everything they are drawn from.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { ink, mint, navy, slate, teal, bright, white, token } from "../../tools/art/lib/palette.mjs";
import { deploySettings } from "../deploy-settings.mjs";
import { htmlFiles } from "./html-files.mjs";

export const OG_SIZE = { width: 1200, height: 630 };
/** This file is part of every cache key: changing the drawing redraws every image. */
const DESIGN = readFileSync(fileURLToPath(import.meta.url), "utf8");

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const root = join(projectRoot, process.env.BUILD_DIR ?? "build", "client");
const cacheDir = join(projectRoot, ".cache", "og");
const require = createRequire(import.meta.url);
const fontFile = (weight) => require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`);

function decode(text) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

const metaContent = (html, attribute, name) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];

/** What one page's share image is drawn from, read from its pre-rendered HTML; null if it has none of ours. */
export function shareImageSpec(html, siteUrl) {
  const image = metaContent(html, "property", "og:image");
  if (!image?.startsWith(`${siteUrl}/og/`)) return null;
  const brand = decode(metaContent(html, "property", "og:site_name") ?? "");
  const fullTitle = decode(metaContent(html, "property", "og:title") ?? "");
  const suffix = ` | ${brand}`;
  const title = fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle;
  const eyebrow = /<p[^>]*>([^<]*)<\/p><h1 id="page-title"/.exec(html)?.[1];
  // The hero scene: the page's high-priority illustration (its phone variant ends in -sm).
  const art = /<img src="\/art\/([a-z0-9-]+?)(?:-sm)?\.svg"[^>]*fetchPriority="high"/.exec(html)?.[1];
  return {
    file: image.slice(siteUrl.length + 1),
    title,
    eyebrow: eyebrow ? decode(eyebrow) : "",
    art: art ?? null,
    brand,
    host: new URL(siteUrl).host,
  };
}

/** A satori element: `h("div", { ...style }, ...children)`. */
function h(type, style, ...children) {
  return { type, props: { style: { display: "flex", ...style }, children: children.flat() } };
}
function img(src, width, height, style = {}) {
  return { type: "img", props: { src, width, height, style } };
}
const svgData = (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

function titleSize(title) {
  if (title.length <= 24) return 68;
  if (title.length <= 44) return 58;
  if (title.length <= 70) return 50;
  return 42;
}

function layout({ title, eyebrow, brand, host }, artSvg, markSvg) {
  return h(
    "div",
    {
      width: OG_SIZE.width,
      height: OG_SIZE.height,
      position: "relative",
      backgroundColor: ink,
      backgroundImage: `linear-gradient(135deg, ${ink} 0%, ${navy} 62%, ${token("navy-700")} 100%)`,
      fontFamily: "Plus Jakarta Sans",
      color: white,
    },
    h("div", {
      position: "absolute",
      top: -260,
      right: -220,
      width: 900,
      height: 900,
      backgroundImage: "radial-gradient(circle, rgba(59,130,246,0.38) 0%, rgba(59,130,246,0) 65%)",
    }),
    artSvg ? img(svgData(artSvg), 600, 450, { position: "absolute", right: 8, top: 104 }) : [],
    h(
      "div",
      { flexDirection: "column", justifyContent: "space-between", width: artSvg ? 580 : 1000, padding: "64px 0 64px 72px" },
      h(
        "div",
        { alignItems: "center" },
        markSvg ? img(svgData(markSvg), 52, 52, { marginRight: 18, borderRadius: 12 }) : [],
        h("div", { fontSize: 30, fontWeight: 800, letterSpacing: -0.3 }, brand),
      ),
      h(
        "div",
        { flexDirection: "column" },
        eyebrow
          ? h("div", { fontSize: 22, fontWeight: 700, letterSpacing: 3, textTransform: "uppercase", color: mint, marginBottom: 20 }, eyebrow)
          : [],
        h("div", { fontSize: titleSize(title), fontWeight: 800, lineHeight: 1.1, letterSpacing: -1 }, title),
      ),
      h(
        "div",
        { alignItems: "center", fontSize: 22, fontWeight: 700, color: slate },
        h("div", { width: 40, height: 4, borderRadius: 2, backgroundColor: teal, marginRight: 16 }),
        host,
      ),
    ),
    h("div", {
      position: "absolute",
      left: 0,
      bottom: 0,
      width: "100%",
      height: 10,
      backgroundImage: `linear-gradient(90deg, ${teal} 0%, ${bright} 100%)`,
    }),
  );
}

/** Draws one image; returns the PNG bytes. */
export async function renderShareImage(spec, { artSvg, markSvg, fonts }) {
  const svg = await satori(layout(spec, artSvg, markSvg), { ...OG_SIZE, fonts });
  return new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
}

async function main() {
  const started = performance.now();
  const fonts = [
    { name: "Plus Jakarta Sans", data: readFileSync(fontFile(700)), weight: 700, style: "normal" },
    { name: "Plus Jakarta Sans", data: readFileSync(fontFile(800)), weight: 800, style: "normal" },
  ];
  const markSvg = existsSync(join(root, "favicon.svg")) ? readFileSync(join(root, "favicon.svg"), "utf8") : null;
  const fontHash = createHash("sha256").update(fonts[0].data).update(fonts[1].data).digest("hex");
  const specs = new Map();
  for (const file of htmlFiles(root)) {
    const spec = shareImageSpec(readFileSync(file, "utf8"), deploySettings.siteUrl);
    if (spec && !specs.has(spec.file)) specs.set(spec.file, spec);
  }
  if (specs.size === 0) throw new Error("og-images: no page asks for a /og/ image");
  mkdirSync(cacheDir, { recursive: true });
  let drawn = 0;
  for (const spec of specs.values()) {
    const artPath = spec.art && join(root, "art", `${spec.art}.svg`);
    if (artPath && !existsSync(artPath)) throw new Error(`og-images: ${spec.file}: no illustration ${artPath}`);
    const artSvg = artPath ? readFileSync(artPath, "utf8") : null;
    const key = createHash("sha256")
      .update(JSON.stringify([DESIGN, spec, artSvg, markSvg, fontHash]))
      .digest("hex")
      .slice(0, 24);
    const cached = join(cacheDir, `${key}.png`);
    const target = join(root, spec.file);
    mkdirSync(dirname(target), { recursive: true });
    if (!existsSync(cached)) {
      writeFileSync(cached, await renderShareImage(spec, { artSvg, markSvg, fonts }));
      drawn += 1;
    }
    copyFileSync(cached, target);
  }
  console.log(
    `og-images: ${specs.size} share images in ${relative(projectRoot, join(root, "og"))} (${drawn} drawn, ${specs.size - drawn} cached; ${Math.round(performance.now() - started)} ms)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
