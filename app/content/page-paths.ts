/** Every page URL of the site, from the page manifest scripts/content.mjs writes (./page-manifest.ts). */
import manifest from "./generated/manifest.json" with { type: "json" };
import type { ManifestEntry } from "./page-manifest";

const entries = manifest as ManifestEntry[];

/** The canonical pages (no alias, no legacy URL), in menu order. */
export const canonicalPagePaths: readonly string[] = entries
  .filter((entry) => entry.kind === "page")
  .map((entry) => entry.path);

/** Aliases that serve a canonical page (ARCHITECTURE.md §6). */
export const aliasPaths: readonly string[] = entries
  .filter((entry) => entry.kind === "alias")
  .map((entry) => entry.path);

/**
 * The addresses app/pages/[...page].astro renders, in route order: every page and alias, each with
 * the route module (`file`, relative to app/) that renders it.
 */
export const renderedPages: readonly ManifestEntry[] = entries.filter((entry) => entry.kind !== "resource");
