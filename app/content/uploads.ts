/**
 * Uploaded pictures for the pages, at build time: a record's `{ src, alt }` (the schema's
 * `picture()`) with the sources and size that scripts/media.mjs made of the upload. The build's
 * content (./site-content.ts) uses it, so the manifest of every upload never reaches the browser,
 * only each page's own picture.
 */
import { unconvertedImage, type ResponsiveImage } from "~/lib/media";
import media from "./generated/media.json" with { type: "json" };
import type { PictureRecord } from "./schema";

const manifest: Readonly<Record<string, Omit<ResponsiveImage, "alt">>> = media;

export function responsiveImage(picture: PictureRecord): ResponsiveImage {
  const made = manifest[picture.src];
  if (made) return { ...made, alt: picture.alt };
  // In the dev server a page can be drawn from a just-saved record before the compile that follows
  // the save has converted its picture (seconds for a phone photo): the page shows the upload as
  // sent (the dev server serves it at its address: scripts/cms.mjs `uploadedOriginals`), and the
  // compile's update draws the converted one. scripts/content.mjs refuses a record whose upload is
  // missing, so in a build a picture not converted is a stale compile.
  if (import.meta.env.DEV) return unconvertedImage(picture.src, picture.alt);
  throw new Error(`${picture.src}: not converted; run npm run content`);
}
