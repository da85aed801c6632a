import { formatDate, MetaLine } from "~/components/sections/article-card";
import { CtaBand } from "~/components/sections/cta-band";
import { RichText } from "~/components/ui/rich-text";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { loadArticle } from "~/content/articles.server";
import { artSrc } from "~/lib/media";
import { articleJsonLd, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/article";
import { ArrowLink } from "~/components/ui/arrow-link";

/** Runs at build time: reads `<slug>.md` and parses its Markdown into a sanitized tree. */
export function loader({ url }: Route.LoaderArgs) {
  const slug = url.pathname.split("/").filter(Boolean).pop() ?? "";
  return { article: loadArticle(slug) };
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
  const { article } = loaderData;
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
          <span>{article.readingMinutes} min read</span>
        </MetaLine>
      </PageHero>
      <Container className="py-14 md:py-20">
        <ArrowLink to="/insights" back>
          All insights
        </ArrowLink>
        <RichText body={article.body} className="mt-8 max-w-3xl" />
      </Container>
      <CtaBand
        cta={{
          title: "Want this working in your org?",
          text: "Our Salesforce and data teams can review your setup and propose a practical plan.",
          label: "Talk to our team",
          href: "/contactUs",
        }}
      />
    </>
  );
}
