import { formatDate, MetaLine } from "~/components/sections/article-card";
import { CtaBand } from "~/components/sections/cta-band";
import { RichText } from "~/components/ui/rich-text";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { loadArticle } from "~/content/articles.server";
import { insightsPage } from "~/content/insights-page";
import { artSrc } from "~/lib/media";
import { articleJsonLd, buildMeta } from "~/routes/seo";
import { ArrowLink } from "~/components/ui/arrow-link";
import { fillIn } from "~/content/fill-in";
import { articleTexts } from "~/content/ui";
import type { PageRoute } from "~/routes/page-route";

export type ArticlePageProps = ReturnType<typeof loadArticlePage>;

/** At build time: reads `<slug>.md` and parses its Markdown into a sanitized tree. */
export function loadArticlePage(path: string) {
  const slug = path.split("/").filter(Boolean).pop() ?? "";
  // The call to action under every article (content/pages/insights.yml).
  return { article: loadArticle(slug), cta: insightsPage.articleCta };
}

export function articleMeta({ article }: ArticlePageProps) {
  return buildMeta({
    title: article.title,
    description: article.description,
    path: article.path,
    type: "article",
    extra: [articleJsonLd({ ...article, image: article.picture?.src ?? artSrc(article.image) })],
  });
}

/** One template for every article (`/insights/<slug>`), each path from the page manifest. */
export function ArticlePage({ article, cta }: ArticlePageProps) {
  return (
    <>
      <PageHero
        hero={{
          eyebrow: article.category,
          title: article.title,
          intro: article.description,
          art: article.image,
          alt: article.imageAlt,
        }}
        photo={article.picture}
      >
        <MetaLine className="mt-6 text-slate-200">
          <span>{article.author}</span>
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          <span>{fillIn(articleTexts.minRead, { minutes: article.readingMinutes })}</span>
        </MetaLine>
      </PageHero>
      <Container className="py-14 md:py-20">
        <ArrowLink to="/insights" back>
          {articleTexts.allInsights}
        </ArrowLink>
        <RichText body={article.body} className="mt-8 max-w-3xl" />
      </Container>
      <CtaBand cta={cta} />
    </>
  );
}

export const route: PageRoute<ArticlePageProps> = {
  load: loadArticlePage,
  meta: articleMeta,
  Component: ArticlePage,
};
