import { loadArticleSummaries } from "~/content/articles.server";
import { insightsPage } from "~/content/insights-page";
import { site } from "~/content/site";
import { buildRss } from "~/lib/rss";

/** /insights/rss.xml, written at build time. */
export function GET() {
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
