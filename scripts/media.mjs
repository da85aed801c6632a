/**
 * Uploaded pictures -> responsive images. The editor's picture fields (`picture()` in
 * app/content/schema.ts) save the owner's file into content/media/ and write its address,
 * /media/uploads/<file>, into the record. Here sharp (libvips, prebuilt in the registry's
 * @img/sharp-* packages) turns each file into AVIF and WebP at a few widths, turned upright by
 * its EXIF orientation and without its metadata (no camera, no GPS), into public/media/uploads/
 * (not committed; Vite serves and copies it like the rest of public/). The manifest it returns,
 * written to app/content/generated/media.json by scripts/content.mjs, gives each address its
 * sources, width and height, which `<Picture>` (app/components/ui/picture.tsx) draws.
 *
 * Variant names carry a hash of the file's bytes: a re-upload under the same name gets new
 * addresses, and a file already converted is not encoded again.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, parse } from "node:path";
import sharp from "sharp";

/** Where the editor saves uploads, and the address a record names them by (config.yml's folders). */
export const MEDIA_FOLDER = "content/media";
export const UPLOADS_URL = "/media/uploads";
const OUTPUT_FOLDER = "public/media/uploads";

/** The widths made (never wider than the upload): a phone's column up to a 2x desktop hero. */
export const WIDTHS = [480, 800, 1200, 1600];
/** The fallback <img> for a browser that takes neither <source>: the WebP nearest this width. */
const FALLBACK_WIDTH = 800;
/**
 * AVIF first (the smaller), then WebP. AVIF effort 2 instead of sharp's default 4: a tenth of the
 * encoding time for about a fifth more bytes, measured on a 12-megapixel photo (1.9 s vs 17.6 s).
 */
const FORMATS = [
  { ext: "avif", type: "image/avif", encode: (image) => image.avif({ quality: 50, effort: 2 }) },
  { ext: "webp", type: "image/webp", encode: (image) => image.webp({ quality: 72 }) },
];
/** What the schema accepts as an upload (sharp's prebuilt libvips reads these). */
export const UPLOAD_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif", "tif", "tiff"];

/** A file sharp could not read: the message names it. */
export class MediaError extends Error {}

/**
 * One upload -> its variants in `outDir` and its manifest entry: the fallback `src`, the upright
 * `width` and `height` (the <img>'s size attributes, so the page keeps its place before the
 * picture arrives) and one `srcSet` per format.
 */
export async function compileImage(file, outDir, shownAs = file) {
  const input = readFileSync(file);
  let meta;
  try {
    meta = await sharp(input).metadata();
  } catch (error) {
    throw new MediaError(`${shownAs}: not a picture that can be read (${error.message})`);
  }
  const { width, height } = meta.autoOrient;
  const hash = createHash("sha256").update(input).digest("hex").slice(0, 10);
  const stem = `${parse(file).name.replace(/[^\w-]+/g, "-")}-${hash}`;
  const widths = WIDTHS.filter((w) => w < width);
  if (width <= WIDTHS.at(-1)) widths.push(width);
  mkdirSync(outDir, { recursive: true });
  const names = [];
  const sources = [];
  for (const format of FORMATS) {
    const srcSet = [];
    for (const w of widths) {
      const name = `${stem}-${w}.${format.ext}`;
      names.push(name);
      srcSet.push(`${UPLOADS_URL}/${name} ${w}w`);
      if (existsSync(join(outDir, name))) continue;
      await format.encode(sharp(input).rotate().resize({ width: w })).toFile(join(outDir, name));
    }
    sources.push({ type: format.type, srcSet: srcSet.join(", ") });
  }
  const fallback = widths.reduce((best, w) =>
    Math.abs(w - FALLBACK_WIDTH) < Math.abs(best - FALLBACK_WIDTH) ? w : best,
  );
  return { entry: { src: `${UPLOADS_URL}/${stem}-${fallback}.webp`, width, height, sources }, names };
}

/**
 * Every upload of content/media/ -> public/media/uploads/, and the manifest by address
 * ("/media/uploads/<file>"). Variants of files that are gone are removed.
 */
export async function compileMedia(root) {
  const inDir = join(root, MEDIA_FOLDER);
  const outDir = join(root, OUTPUT_FOLDER);
  const uploads = existsSync(inDir)
    ? readdirSync(inDir)
        .filter((name) => UPLOAD_EXTENSIONS.includes(parse(name).ext.slice(1).toLowerCase()))
        .sort()
    : [];
  const manifest = {};
  const keep = new Set();
  for (const name of uploads) {
    const { entry, names } = await compileImage(join(inDir, name), outDir, `${MEDIA_FOLDER}/${name}`);
    manifest[`${UPLOADS_URL}/${name}`] = entry;
    for (const variant of names) keep.add(variant);
  }
  if (existsSync(outDir))
    for (const name of readdirSync(outDir)) if (!keep.has(name)) rmSync(join(outDir, name));
  return manifest;
}
