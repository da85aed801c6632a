import { formatDate, MetaLine } from "~/components/sections/article-card";
import { CtaBand } from "~/components/sections/cta-band";
import { RichText } from "~/components/ui/rich-text";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import type { Article, Compiled } from "~/content/compile";
import type { Site } from "~/content/site";
import { artSrc } from "~/lib/media";
import { articleJsonLd, buildMeta } from "./seo";
import { ArrowLink } from "~/components/ui/arrow-link";
import { fillIn } from "~/content/fill-in";
import { articleTexts } from "~/content/ui";
import { recordOf, type PageRoute } from "./page-route";

export interface ArticlePageProps {
  article: Article;
  cta: Compiled<"insights">["articleCta"];
}

export function articleMeta({ article }: ArticlePageProps, site: Site) {
  return buildMeta(site, {
    title: article.title,
    description: article.description,
    path: article.path,
    type: "article",
    extra: [articleJsonLd(site, { ...article, image: article.picture?.src ?? artSrc(article.image) })],
  });
}

/** One template for every article (`/insights/<slug>`), from content/articles/. */
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
        {/* The editor's preview draws a new article before its author and date are filled in. */}
        <MetaLine className="mt-6 text-slate-200">
          {article.author && <span>{article.author}</span>}
          {article.date && <time dateTime={article.date}>{formatDate(article.date)}</time>}
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
  // The call to action under every article is the insights page's.
  props: (page, content) => ({ article: recordOf<Article>(page, content), cta: content.insights.articleCta }),
  meta: articleMeta,
  Component: ArticlePage,
};
