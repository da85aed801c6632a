import { formatDate, MetaLine } from "~/components/sections/article-card";
import { CtaBand } from "~/components/sections/cta-band";
import { RichText } from "~/components/ui/rich-text";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { loadArticle } from "~/content/articles.server";
import { insightsPage } from "~/content/insights-page";
import { artSrc } from "~/lib/media";
import { articleJsonLd, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/article";
import { ArrowLink } from "~/components/ui/arrow-link";
import { fillIn } from "~/content/fill-in";
import { articleTexts } from "~/content/ui";

/** Runs at build time: reads `<slug>.md` and parses its Markdown into a sanitized tree. */
export function loader({ url }: Route.LoaderArgs) {
  const slug = url.pathname.split("/").filter(Boolean).pop() ?? "";
  // The call to action under every article (content/pages/insights.yml), as data: no chunk for it.
  return { article: loadArticle(slug), cta: insightsPage.articleCta };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const { article } = loaderData;
  return buildMeta({
    title: article.title,
    description: article.description,
    path: article.path,
    type: "article",
    extra: [articleJsonLd({ ...article, image: article.picture?.src ?? artSrc(article.image) })],
  });
};

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article, cta } = loaderData;
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
