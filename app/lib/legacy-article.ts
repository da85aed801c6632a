import { articleIndex, articlePath, articlePathForSection } from "~/content/insights/index";

/** The legacy article address, `insightsBlog?section=X`: the web servers redirect it (deploy/policy.mjs). */
export const LEGACY_ARTICLE_PATH = "/insightsBlog";

/**
 * For the Not Found page (404.html), an inline script (a constant made at build time; its hash
 * belongs in the page's CSP): on a host without redirects, where the legacy address gets the 404
 * page, a known section is taken to its article (no section: the default one). The section is
 * looked up in the closed list of known ones; any other value stays on the Not Found page.
 */
export function legacyArticleScript(): string {
  const paths: Record<string, string> = Object.fromEntries(
    articleIndex.map((article) => [article.section, articlePath(article.slug)]),
  );
  const fallback = articlePathForSection(null);
  return `(function(){if(location.pathname!==${JSON.stringify(LEGACY_ARTICLE_PATH)})return;var m=${JSON.stringify(paths)},s=new URLSearchParams(location.search).get("section"),p=s===null||s===""?${JSON.stringify(fallback)}:Object.prototype.hasOwnProperty.call(m,s)?m[s]:null;if(p)location.replace(p)})()`;
}
