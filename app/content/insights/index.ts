/**
 * The insights articles: one file each, content/articles/<slug>.md (front matter + Markdown, checked
 * against `articleSchema` by scripts/content.mjs, edited in the CMS), read at build time; and the
 * legacy `insightsBlog?section=` values of the first six (their front matter's `section`), which
 * the web servers redirect from the same index (deploy/policy.mjs).
 */

import articles from "../generated/articles.json" with { type: "json" };
import { DEFAULT_ARTICLE_SECTION } from "../../lib/shared-constants.mjs";

/** Every article, newest first: its slug (its URL) and, for the first six, its legacy section. */
export const articleIndex: readonly { slug: string; section?: string; date: string }[] = articles;

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
