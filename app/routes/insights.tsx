import { ArticleCard } from "~/components/sections/article-card";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import type { InsightsRecord } from "~/content/schema";
import { articleSummaries, type ArticleSummary, type Compiled } from "~/content/compile";
import { pageMeta, type PageRoute } from "./page-route";

/** The page drawn from its record: the route's, or the editor's preview of the entry being edited. */
export function InsightsPage({
  page: insightsPage,
  articles,
}: {
  page: InsightsRecord;
  articles: readonly ArticleSummary[];
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

export const route: PageRoute<{ page: Compiled<"insights">; articles: readonly ArticleSummary[] }> = {
  props: (_page, content) => ({ page: content.insights, articles: articleSummaries(content) }),
  meta: pageMeta,
  Component: InsightsPage,
  links: ({ page }) => [
    { rel: "alternate", type: "application/rss+xml", title: page.labels.feedLink, href: "/insights/rss.xml" },
  ],
};
