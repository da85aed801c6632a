/**
 * For the Not Found page (404.html), inline in its `<head>`: on a host without redirects, where
 * the legacy article address `insightsBlog?section=X` gets the 404 page (the web servers redirect
 * it: deploy/policy.mjs), a known section is taken to its article (no section: the default one).
 * The section is looked up in the closed list of known ones, which the page carries as JSON
 * before this script (`LEGACY_ARTICLES`, written at build time from the articles); any other value
 * stays on the Not Found page.
 */

/** The legacy article address. */
export const LEGACY_ARTICLE_PATH = "/insightsBlog";

/** The id of the `<script type="application/json">` with the known sections: `LegacyArticles`. */
export const LEGACY_ARTICLES = "legacy-articles";

export interface LegacyArticles {
  /** Each known section's article path. */
  paths: Record<string, string>;
  /** Where the address without a section goes (none: it stays). */
  fallback: string | null;
}

/** Where `search` (the legacy address's query) leads, or null for an unknown section. */
export function legacyArticleTarget(search: string, { paths, fallback }: LegacyArticles): string | null {
  const section = new URLSearchParams(search).get("section");
  if (section === null || section === "") return fallback;
  return Object.hasOwn(paths, section) ? paths[section]! : null;
}

export default function legacyArticle() {
  if (location.pathname !== LEGACY_ARTICLE_PATH) return;
  const data = document.getElementById(LEGACY_ARTICLES)?.textContent;
  if (!data) return;
  const target = legacyArticleTarget(location.search, JSON.parse(data) as LegacyArticles);
  if (target) location.replace(target);
}
