/** The site's content and pages as the build makes them, for the browser tests: from content/ itself. */
import { loadSiteContent } from "../app/content/load-content";
import { canonicalPaths } from "../app/content/site-pages";
import samples from "./template-samples.json" with { type: "json" };

export const { content: siteContent, pages: sitePages } = loadSiteContent();

/** The canonical pages' addresses (the sitemap's and the search index's), and the aliases'. */
export const canonicalPagePaths = canonicalPaths(sitePages);
export const aliasPaths = sitePages.filter((page) => page.canonical).map((page) => page.path);
export const pagePaths = [...canonicalPagePaths, ...aliasPaths];

/** One route of each page template, for the slower audits (Lighthouse reads the same file). */
export const templateSamples: readonly string[] = samples;
