/**
 * Uploaded pictures for the pages, at build time: a record's `{ src, alt }` (the schema's
 * `picture()`) with the sources and size that scripts/media.mjs made of the upload. The build's
 * content (./site-content.ts) uses it, so the manifest of every upload never reaches the browser,
 * only each page's own picture.
 */
import type { ResponsiveImage } from "~/lib/media";
import media from "./generated/media.json" with { type: "json" };
import type { PictureRecord } from "./schema";

const manifest: Readonly<Record<string, Omit<ResponsiveImage, "alt">>> = media;

export function responsiveImage(picture: PictureRecord): ResponsiveImage {
  const made = manifest[picture.src];
  // scripts/content.mjs refuses a record whose upload is missing. In the dev server the page can
  // be drawn from a just-saved record before the compile that follows the save has converted its
  // picture (seconds for a phone photo); in a build it is a stale compile.
  if (!made)
    throw new Error(
      import.meta.env.DEV
        ? `${picture.src}: the picture is still being converted; reload the page in a few seconds`
        : `${picture.src}: not converted; run npm run content`,
    );
  return { ...made, alt: picture.alt };
}
