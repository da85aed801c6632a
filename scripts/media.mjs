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
 * addresses, and a file already converted is not encoded again. A file's variants appear together
 * or not at all: each is written under a temporary name and renamed into place once all of that
 * file's variants are made, so a picture that cannot be converted (or a build stopped halfway)
 * leaves no variant that a later build would take as done.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
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
/**
 * The longest side AVIF and WebP hold. No variant is wider than WIDTHS' largest, so only a picture
 * taller than this can reach it (a wide one never does); such a picture is made smaller to fit.
 */
export const MAX_SIDE = 16_383;
/**
 * How sharp reads an upload. 'error' refuses a file that ends early (a half-finished upload) or
 * whose pixel data is damaged, instead of publishing it half grey; it still takes the harmless
 * warnings that some phones' JPEGs carry, which sharp's default ('warning') would refuse.
 */
const READ = { failOn: "error" };
/** The kind of picture, as the owner knows it, by sharp's format name. */
const KINDS = { jpeg: "JPEG", png: "PNG", webp: "WebP", heif: "AVIF", tiff: "TIFF" };

/** A file that cannot be published: the message names it and says what to do. */
export class MediaError extends Error {}

/** sharp's reason on one line: libvips may put a line per failed read before it. */
function reason(error) {
  const lines = error.message
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !/^\(.*\)$/.test(line));
  return lines.at(-1) ?? error.message;
}

/**
 * The owner's sentence for a file sharp failed on. libjpeg and libheif say when the file ends
 * early; libpng only reports a read error and libwebp a corrupt header, so a PNG without its
 * closing IEND chunk, or a WebP shorter than the size its RIFF header gives, is taken as cut.
 */
function fault(shownAs, input, format, error) {
  const why = reason(error);
  const kind = KINDS[format] ?? parse(shownAs).ext.slice(1).toUpperCase();
  const endsEarly =
    /premature end|unexpected end|end of (file|stream|data)|truncated/i.test(why) ||
    (format === "png" && !input.includes("IEND")) ||
    (input.length >= 8 &&
      input.subarray(0, 4).toString("latin1") === "RIFF" &&
      input.readUInt32LE(4) + 8 > input.length);
  if (endsEarly)
    return new MediaError(`${shownAs}: not a complete ${kind} (the file ends early): upload it again.`);
  if (/pixel limit/i.test(why))
    return new MediaError(
      `${shownAs}: too large to convert (more than 268 megapixels): save it smaller and upload it again.`,
    );
  if (!format)
    return new MediaError(
      `${shownAs}: not a picture this site can convert (${why}): save it as JPEG, PNG or WebP and upload it again.`,
    );
  return new MediaError(
    `${shownAs}: this ${kind} could not be converted (${why}): open it in an image editor, save it again as JPEG or PNG and upload it again.`,
  );
}

/**
 * One upload -> its variants in `outDir` and its manifest entry: the fallback `src`, the upright
 * `width` and `height` (the <img>'s size attributes, so the page keeps its place before the
 * picture arrives) and one `srcSet` per format. A picture too tall for the formats is published
 * smaller, and `note` tells the owner so; its entry then gives the size published.
 */
export async function compileImage(file, outDir, shownAs = file, note = console.warn) {
  const input = readFileSync(file);
  let meta;
  try {
    meta = await sharp(input, READ).metadata();
  } catch (error) {
    throw fault(shownAs, input, undefined, error);
  }
  let { width, height } = meta.autoOrient;
  const tallest = Math.round((Math.min(width, WIDTHS.at(-1)) * height) / width);
  if (tallest > MAX_SIDE) {
    const fitted = Math.floor((MAX_SIDE * width) / height);
    if (fitted < 1)
      throw new MediaError(
        `${shownAs}: too narrow for its height to publish (${width} x ${height} px): crop it and upload it again.`,
      );
    // The height sharp gives a resize to this width: the manifest's size is the variant's.
    const fittedHeight = Math.round((fitted * height) / width);
    note(
      `${shownAs} (${width} x ${height} px): taller than ${MAX_SIDE.toLocaleString("en")} px, the most AVIF and WebP hold, so it is scaled to fit (${fitted} x ${fittedHeight} px).`,
    );
    [width, height] = [fitted, fittedHeight];
  }
  const hash = createHash("sha256").update(input).digest("hex").slice(0, 10);
  const stem = `${parse(file).name.replace(/[^\w-]+/g, "-")}-${hash}`;
  const widths = WIDTHS.filter((w) => w < width);
  if (width <= WIDTHS.at(-1)) widths.push(width);
  mkdirSync(outDir, { recursive: true });
  const names = [];
  const sources = [];
  const made = [];
  try {
    for (const format of FORMATS) {
      const srcSet = [];
      for (const w of widths) {
        const name = `${stem}-${w}.${format.ext}`;
        names.push(name);
        srcSet.push(`${UPLOADS_URL}/${name} ${w}w`);
        if (existsSync(join(outDir, name))) continue;
        let bytes;
        try {
          bytes = await format.encode(sharp(input, READ).rotate().resize({ width: w })).toBuffer();
        } catch (error) {
          throw fault(shownAs, input, meta.format, error);
        }
        const partial = join(outDir, `.${name}.partial`);
        made.push([partial, join(outDir, name)]);
        writeFileSync(partial, bytes);
      }
      sources.push({ type: format.type, srcSet: srcSet.join(", ") });
    }
    for (const [partial, variant] of made) renameSync(partial, variant);
  } catch (error) {
    for (const paths of made) for (const path of paths) rmSync(path, { force: true });
    throw error;
  }
  const fallback = widths.reduce((best, w) =>
    Math.abs(w - FALLBACK_WIDTH) < Math.abs(best - FALLBACK_WIDTH) ? w : best,
  );
  return { entry: { src: `${UPLOADS_URL}/${stem}-${fallback}.webp`, width, height, sources }, names };
}

/**
 * Every upload of content/media/ -> public/media/uploads/, and the manifest by address
 * ("/media/uploads/<file>"). Variants of files that are gone are removed. The first file that
 * cannot be published stops it with a MediaError; the other files' variants stay as they are.
 * `note` prints a line for the owner about a file that is published other than as uploaded.
 */
export async function compileMedia(root, note = console.warn) {
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
    const { entry, names } = await compileImage(join(inDir, name), outDir, `${MEDIA_FOLDER}/${name}`, note);
    manifest[`${UPLOADS_URL}/${name}`] = entry;
    for (const variant of names) keep.add(variant);
  }
  if (existsSync(outDir))
    for (const name of readdirSync(outDir)) if (!keep.has(name)) rmSync(join(outDir, name));
  return manifest;
}
