import { ArticleCard } from "~/components/sections/article-card";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import type { InsightsRecord } from "~/content/schema";
import { loadArticleSummaries } from "~/content/articles.server";
import { insightsPage } from "~/content/insights-page";
import { pageMeta } from "~/routes/page-meta";
import type { PageRoute } from "~/routes/page-route";

/** The page drawn from its record: the route's, or the editor's preview of the entry being edited. */
export function InsightsPage({
  page: insightsPage,
  articles,
}: {
  page: InsightsRecord;
  articles: ReturnType<typeof loadArticleSummaries>;
}) {
  return (
    <>
      <PageHero hero={insightsPage.hero} />
      <PageSection name="articles" title={insightsPage.articles.title} text={insightsPage.articles.text}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.path}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}

export const route: PageRoute<{
  page: typeof insightsPage;
  articles: ReturnType<typeof loadArticleSummaries>;
}> = {
  load: () => ({ page: insightsPage, articles: loadArticleSummaries() }),
  meta: pageMeta,
  Component: InsightsPage,
  links: ({ page }) => [
    { rel: "alternate", type: "application/rss+xml", title: page.labels.feedLink, href: "/insights/rss.xml" },
  ],
};
