/**
 * The build steps' page list: the site's pages as scripts/content.mjs writes them
 * (app/content/generated/manifest.json, from app/content/site-pages.ts), the same list the pages
 * and the link checks are made from. The sitemap, the search index and the deploy check take their
 * pages from here instead of reading the built HTML back.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/** Where scripts/content.mjs writes the manifest. */
export const manifestFile = (root = projectRoot) => join(root, "app", "content", "generated", "manifest.json");

/**
 * The canonical pages of a manifest (no alias: an alias names its `canonical` page), in its order:
 * each is in the sitemap and the search index.
 * @param {{ path: string, canonical?: string }[]} manifest
 */
export const canonicalPages = (manifest) => manifest.filter((entry) => !entry.canonical).map((entry) => entry.path);

/** The canonical pages of the manifest the content step wrote. */
export function sitePages(root = projectRoot) {
  const file = manifestFile(root);
  if (!existsSync(file)) throw new Error(`${file} is missing: run node scripts/content.mjs first`);
  return canonicalPages(JSON.parse(readFileSync(file, "utf8")));
}

/** A page's absolute URL, as its canonical link names it (the home page without a trailing slash). */
export const pageUrlOn = (siteUrl, path) => `${siteUrl}${path === "/" ? "" : path}`;

const XML_ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** sitemap.xml listing these pages on `siteUrl`, sorted by URL. */
export function sitemapXml(paths, siteUrl) {
  const urls = paths.map((path) => pageUrlOn(siteUrl, path).replace(/[&<>"']/g, (char) => XML_ESCAPES[char])).sort();
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `  <url><loc>${url}</loc></url>`)
    .join("\n")}\n</urlset>\n`;
}
