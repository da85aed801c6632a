import { insightsPage } from "~/content/insights-page";
import { site } from "~/content/site";
import { loadArticleSummaries } from "~/content/articles.server";
import { buildRss } from "~/lib/rss";

/** /insights/rss.xml: a resource route, pre-rendered to a static file at build time. */
export function loader() {
  const xml = buildRss(
    {
      title: insightsPage.labels.feedTitle,
      description: insightsPage.meta.description,
      siteUrl: site.url,
      feedPath: "/insights/rss.xml",
      pagePath: insightsPage.path,
    },
    loadArticleSummaries(),
  );
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
