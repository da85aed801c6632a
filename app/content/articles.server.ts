/**
 * The insights articles as scripts/content.mjs compiled them (content/articles/<slug>.md: front
 * matter checked, Markdown compiled once into rich text, reading time counted), newest first. Only
 * route loaders use this module (hence `.server`): the bodies never reach the browser bundle.
 */
import records from "./generated/articleRecords.json" with { type: "json" };
import type { ResponsiveImage } from "~/lib/media";
import { responsiveImage } from "~/content/pictures.server";
import type { RichText } from "~/lib/rich-text";
import type { ArticleFrontMatter } from "./schema";

export type ArticleSummary = ArticleFrontMatter & {
  slug: string;
  path: string;
  readingMinutes: number;
  /** The uploaded photo's sizes and formats, when it has one. */
  picture?: ResponsiveImage;
};

export interface Article extends ArticleSummary {
  /** The body as the site's rich text. */
  body: RichText;
}

const articles = (records as Article[]).map((article) =>
  article.photo ? { ...article, picture: responsiveImage(article.photo) } : article,
);

export function loadArticle(slug: string): Article {
  const article = articles.find((candidate) => candidate.slug === slug);
  if (!article) throw new Error(`Unknown article: ${slug}`);
  return article;
}

/** Every article without its body, newest first. */
export function loadArticleSummaries(): ArticleSummary[] {
  return articles.map(({ body: _body, ...summary }) => summary);
}
