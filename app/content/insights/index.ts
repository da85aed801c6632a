/**
 * The six insights articles: their legacy `insightsBlog?section=` value and their clean URL.
 * The text of each lives in `<slug>.md` beside this file (front matter + Markdown), read at build time.
 */

import sections from "./sections.json" with { type: "json" };

/** Section value -> slug, in display order. Shared with the web servers' redirects (deploy/policy.mjs). */
export const articleIndex: readonly { section: string; slug: string }[] = sections;

/** The section shown when `insightsBlog` has no `section` parameter. */
export const DEFAULT_ARTICLE_SECTION = "marketing";

export function articlePath(slug: string): string {
  return `/insights/${slug}`;
}

/**
 * Maps a legacy `insightsBlog?section=` value to the article's clean path: the default article
 * when the value is missing or empty, `null` when it names no article.
 */
export function articlePathForSection(section: string | null | undefined): string | null {
  const wanted = section == null || section === "" ? DEFAULT_ARTICLE_SECTION : section;
  const match = articleIndex.find((article) => article.section === wanted);
  return match ? articlePath(match.slug) : null;
}
