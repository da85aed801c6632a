/** Wide scenes (heroes, articles) are drawn on a 1200x900 canvas, their phone variant on 800x600. */
export const SCENE_SIZE = { width: 1200, height: 900 } as const;
export const SCENE_SMALL_SIZE = { width: 800, height: 600 } as const;
/** Spot motifs (cards, info blocks) are square. */
export const MOTIF_SIZE = { width: 480, height: 480 } as const;

/**
 * URL of an illustration (`npm run art` draws them into `public/art/`), by its name (the content's
 * `ArtName`, app/content/art-names.ts).
 */
export function artSrc(name: string): string {
  return `/art/${name}.svg`;
}

/** URL of the lighter phone variant of a scene, shown at 768px or less. */
export function artSmallSrc(name: string): string {
  return `/art/${name}-sm.svg`;
}

/**
 * An uploaded picture as the pages draw it (`<Picture>`): made at build time by scripts/media.mjs
 * (app/content/uploads.ts looks it up). `src` is the fallback for browsers that take neither
 * source; `width` and `height` give its aspect ratio before it arrives.
 */
export interface ResponsiveImage {
  src: string;
  width: number;
  height: number;
  alt: string;
  sources: readonly { type: string; srcSet: string }[];
}

/**
 * An upload drawn as it was sent, before scripts/media.mjs has made its sizes: no sources, and the
 * scenes' 4:3 frame until the file arrives (the picture then keeps its own proportions).
 */
export function unconvertedImage(src: string, alt: string): ResponsiveImage {
  return { src, ...SCENE_SIZE, alt, sources: [] };
}
