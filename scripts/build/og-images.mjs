#!/usr/bin/env node
/**
 * Per-page share images (Open Graph / Twitter), 1200x630 PNG, after scripts/postbuild.mjs.
 *
 * `buildMeta()` (app/routes/seo.ts) names each page's image (`/og/<page>.png`) in its og:image tag;
 * this step reads every pre-rendered page and draws the image it asks for from the page itself:
 * its title (og:title without the brand), its hero eyebrow and hero illustration (public/art),
 * and the brand (og:site_name, so VITE_BRAND_NAME changes it). Layout by `satori` (HTML/CSS to
 * SVG, with the brand font from @fontsource as .woff: satori cannot read woff2), PNG by
 * `@resvg/resvg-js`. Images are cached in .cache/og by a hash of everything they are drawn from.
 *
 * A page whose hero shows an uploaded photo instead of its illustration (an article's, a job's, the
 * home page's first slide) shares that photo. The page only names its AVIF/WebP variants, which
 * satori cannot read, so the original upload is found through the media manifest
 * (scripts/media.mjs) and cut by sharp to a JPEG of the frame it is drawn in.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import { ink, mint, navy, slate, teal, bright, white, token } from "../../tools/art/lib/palette.mjs";
import { deploySettings } from "../deploy-settings.mjs";
import { MEDIA_FOLDER, UPLOADS_URL } from "../media.mjs";
import { htmlFiles } from "./html-files.mjs";

export const OG_SIZE = { width: 1200, height: 630 };
/**
 * A shared photo's frame: the 4:3 the page cuts it to, centred on the right where the art goes.
 * Unlike the art, it has no empty margin, so the words beside it get a narrower column.
 */
export const PHOTO_BOX = { width: 504, height: 378, right: 56, top: 126 };
const PHOTO_TEXT_WIDTH = 536;
/** This file is part of every cache key: changing the drawing redraws every image. */
const DESIGN = readFileSync(fileURLToPath(import.meta.url), "utf8");

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const root = join(projectRoot, process.env.BUILD_DIR ?? "build", "client");
const cacheDir = join(projectRoot, ".cache", "og");
const manifestFile = join(projectRoot, "app", "content", "generated", "media.json");
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
  // Or, in its place, an uploaded photo (`<Picture priority>`): the address of its fallback variant.
  const photo = new RegExp(`<img src="(${UPLOADS_URL}/[^"]+)"[^>]*fetchPriority="high"`).exec(html)?.[1];
  return {
    file: image.slice(siteUrl.length + 1),
    title,
    eyebrow: eyebrow ? decode(eyebrow) : "",
    art: art ?? null,
    photo: photo ? decode(photo) : null,
    brand,
    host: new URL(siteUrl).host,
  };
}

/**
 * The upload (its file name in content/media) whose variant a page shows at `src`, by the media
 * manifest (`/media/uploads/<file>` -> its fallback `src` and its `srcSet`s); null if none has it.
 */
export function uploadFor(src, manifest) {
  for (const [address, entry] of Object.entries(manifest)) {
    const variants = [entry.src, ...entry.sources.flatMap((source) => source.srcSet.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]))];
    if (variants.includes(src)) return address.slice(UPLOADS_URL.length + 1);
  }
  return null;
}

/**
 * An upload -> the JPEG drawn in the share image, at the frame's exact size (resvg then draws it
 * pixel for pixel): upright by its EXIF orientation, cut to cover the frame from its centre as the
 * page's `object-cover` does, and any transparency laid on the background's ink.
 */
export function photoJpeg(upload) {
  return sharp(upload)
    .rotate()
    .resize(PHOTO_BOX.width, PHOTO_BOX.height, { fit: "cover" })
    .flatten({ background: ink })
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
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

/** The photo in a card like the page's (rounded, lifted by a shadow, edged by a faint light line). */
function photoCard(jpeg) {
  const { width, height, right, top } = PHOTO_BOX;
  const radius = 24;
  return h(
    "div",
    {
      position: "absolute",
      right,
      top,
      width,
      height,
      borderRadius: radius,
      overflow: "hidden",
      backgroundColor: ink,
      boxShadow: "0 28px 64px rgba(2, 6, 23, 0.55)",
    },
    img(`data:image/jpeg;base64,${jpeg.toString("base64")}`, width, height),
    h("div", {
      position: "absolute",
      left: 0,
      top: 0,
      width,
      height,
      borderRadius: radius,
      border: "1px solid rgba(255, 255, 255, 0.16)",
    }),
  );
}

function layout({ title, eyebrow, brand, host }, artSvg, photo, markSvg) {
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
    photo ? photoCard(photo) : artSvg ? img(svgData(artSvg), 600, 450, { position: "absolute", right: 8, top: 104 }) : [],
    h(
      "div",
      {
        flexDirection: "column",
        justifyContent: "space-between",
        width: photo ? PHOTO_TEXT_WIDTH : artSvg ? 580 : 1000,
        padding: "64px 0 64px 72px",
      },
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

/** Draws one image; returns the PNG bytes. `photo` (from `photoJpeg`) takes the art's place. */
export async function renderShareImage(spec, { artSvg, photo = null, markSvg, fonts }) {
  const svg = await satori(layout(spec, artSvg, photo, markSvg), { ...OG_SIZE, fonts });
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
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : {};
  let drawn = 0;
  for (const spec of specs.values()) {
    const artPath = spec.art && join(root, "art", `${spec.art}.svg`);
    if (artPath && !existsSync(artPath)) throw new Error(`og-images: ${spec.file}: no illustration ${artPath}`);
    const artSvg = artPath ? readFileSync(artPath, "utf8") : null;
    const upload = spec.photo && uploadFor(spec.photo, manifest);
    if (spec.photo && !upload)
      throw new Error(`og-images: ${spec.file}: ${spec.photo} is in no entry of ${relative(projectRoot, manifestFile)}`);
    const uploadPath = upload && join(projectRoot, MEDIA_FOLDER, upload);
    if (uploadPath && !existsSync(uploadPath)) throw new Error(`og-images: ${spec.file}: no upload ${uploadPath}`);
    const uploadBytes = uploadPath ? readFileSync(uploadPath) : null;
    // The upload's bytes, not its address: a photo replaced under the same name redraws the image.
    const photoHash = uploadBytes && createHash("sha256").update(uploadBytes).digest("hex");
    const key = createHash("sha256")
      .update(JSON.stringify([DESIGN, spec, artSvg, photoHash, markSvg, fontHash]))
      .digest("hex")
      .slice(0, 24);
    const cached = join(cacheDir, `${key}.png`);
    const target = join(root, spec.file);
    mkdirSync(dirname(target), { recursive: true });
    if (!existsSync(cached)) {
      const photo = uploadBytes && (await photoJpeg(uploadBytes));
      writeFileSync(cached, await renderShareImage(spec, { artSvg, photo, markSvg, fonts }));
      drawn += 1;
    }
    copyFileSync(cached, target);
  }
  console.log(
    `og-images: ${specs.size} share images in ${relative(projectRoot, join(root, "og"))} (${drawn} drawn, ${specs.size - drawn} cached; ${Math.round(performance.now() - started)} ms)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
