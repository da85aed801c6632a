/**
 * Reads the insights articles (Markdown with front matter) at build time. Only route loaders use
 * this module, and loaders of pre-rendered routes run during the build, so neither the files nor
 * the Markdown parser reach the browser.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { articleIndex, articlePath } from "~/content/insights/index";
import { articleSchema, type ArticleFrontMatter } from "~/content/schema";
import { readFrontMatter } from "../../scripts/lib/front-matter.mjs";
import { parseMarkdown, readingMinutes } from "./markdown";
import type { ResponsiveImage } from "./media";
import { responsiveImage } from "./pictures.server";
import type { RichText } from "./rich-text";

export type ArticleSummary = ArticleFrontMatter & {
  slug: string;
  path: string;
  readingMinutes: number;
  /** The uploaded photo's sizes and formats, when it has one. */
  picture?: ResponsiveImage;
};

export interface Article extends ArticleSummary {
  /** The body as the site's rich text (compiled from Markdown at build time). */
  body: RichText;
}

const ARTICLES_DIR = join(process.cwd(), "content", "articles");

export function loadArticle(slug: string): Article {
  if (!articleIndex.some((article) => article.slug === slug)) throw new Error(`Unknown article: ${slug}`);
  return parseArticle(slug, readFileSync(join(ARTICLES_DIR, `${slug}.md`), "utf8"));
}

/** An article file (front matter + Markdown), its front matter checked against `articleSchema`. */
export function parseArticle(slug: string, source: string): Article {
  const file = readFrontMatter(source);
  const parsed = articleSchema.safeParse(file.data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `"${issue.path.join(".")}": ${issue.message}`);
    throw new Error(`${slug}.md: front matter ${problems.join("; ")}`);
  }
  const { body, text } = parseMarkdown(file.content);
  return {
    slug,
    path: articlePath(slug),
    ...parsed.data,
    readingMinutes: readingMinutes(text),
    ...(parsed.data.photo && { picture: responsiveImage(parsed.data.photo) }),
    body,
  };
}

/** Every article without its body, newest first. */
export function loadArticleSummaries(): ArticleSummary[] {
  return articleIndex
    .map(({ slug }) => {
      const { body: _body, ...summary } = loadArticle(slug);
      return summary;
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}
