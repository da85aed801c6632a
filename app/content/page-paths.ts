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
 * `getStaticPaths()` of a page file (app/pages) that renders one template at several addresses:
 * every manifest entry of `file` (pages and aliases), as the value of its one route parameter
 * `param` (the path without its leading `prefix`). Each address is rendered once, so a template's
 * pages are listed only in the manifest.
 */
export function templatePaths(file: string, param: string, prefix = "/") {
  return entries
    .filter((entry) => entry.file === file && entry.kind !== "resource")
    .map((entry) => {
      if (!entry.path.startsWith(prefix)) throw new Error(`${entry.path} is not under ${prefix}`);
      return { params: { [param]: entry.path.slice(prefix.length) } };
    });
}

/** Whether `path` is in the manifest as a page or alias of `file` (for single-page files). */
export function assertManifestPath(path: string, file: string) {
  if (!entries.some((entry) => entry.path === path && entry.file === file))
    throw new Error(`${path} is not in the page manifest as ${file}`);
}
