import { ArticleCard } from "~/components/sections/article-card";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { insightsPage } from "~/content/insights-page";
import type { InsightsRecord } from "~/content/schema";
import { loadArticleSummaries } from "~/content/articles.server";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/insights";

export const meta = () => pageMeta(insightsPage);

export const links: Route.LinksFunction = () => [
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: insightsPage.labels.feedLink,
    href: "/insights/rss.xml",
  },
];

/** Runs at build time (pre-rendering). */
export function loader() {
  return { articles: loadArticleSummaries() };
}

export default function InsightsRoute({ loaderData }: Route.ComponentProps) {
  return <InsightsPage page={insightsPage} articles={loaderData.articles} />;
}

/** The page drawn from its record: the route's, or the editor's preview of the entry being edited. */
export function InsightsPage({
  page: insightsPage,
  articles,
}: {
  page: InsightsRecord;
  articles: Route.ComponentProps["loaderData"]["articles"];
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
