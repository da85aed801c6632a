import { articleSummaries } from "~/content/compile";
import { siteContent } from "~/content/site-content";
import { buildRss } from "~/lib/rss";

/** /insights/rss.xml, written at build time. */
export async function GET() {
  const { content } = await siteContent();
  const { insights, site } = content;
  const xml = buildRss(
    {
      title: insights.labels.feedTitle,
      description: insights.meta.description,
      siteUrl: site.url,
      feedPath: "/insights/rss.xml",
      pagePath: insights.path,
    },
    articleSummaries(content),
  );
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
