/**
 * Reads the insights articles (Markdown with front matter) at build time. Only route loaders use
 * this module, and loaders of pre-rendered routes run during the build, so neither the files nor
 * the Markdown parser reach the browser.
 */
import type { Root } from "hast";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SCENE_NAMES } from "~/content/art-names";
import { articleIndex, articlePath } from "~/content/insights/index";
import type { SceneName } from "~/content/types";
import matter from "gray-matter";
import { z } from "zod";
import { parseMarkdown, readingMinutes } from "./markdown";

export interface ArticleSummary {
  slug: string;
  section: string;
  path: string;
  title: string;
  description: string;
  date: string;
  image: SceneName;
  imageAlt: string;
  category: string;
  author: string;
  readingMinutes: number;
}

export interface Article extends ArticleSummary {
  /** The body as a sanitized syntax tree (parsed at build time), rendered as React elements. */
  body: Root;
}

/** An article's front matter. */
const frontMatter = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "write the date as \"YYYY-MM-DD\" (quoted)"),
  section: z.string().min(1),
  image: z.enum(SCENE_NAMES),
  imageAlt: z.string().min(1),
  category: z.string().min(1),
  author: z.string().min(1),
});
const ARTICLES_DIR = join(process.cwd(), "app", "content", "insights");

export function loadArticle(slug: string): Article {
  const entry = articleIndex.find((article) => article.slug === slug);
  if (!entry) throw new Error(`Unknown article: ${slug}`);
  return parseArticle(entry, readFileSync(join(ARTICLES_DIR, `${slug}.md`), "utf8"));
}

/** An article file (front matter + Markdown) checked against its index entry. */
export function parseArticle({ slug, section }: { slug: string; section: string }, source: string): Article {
  const file = matter(source);
  const parsed = frontMatter.safeParse(file.data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `"${issue.path.join(".")}": ${issue.message}`);
    throw new Error(`${slug}.md: front matter ${problems.join("; ")}`);
  }
  const data = parsed.data;
  if (data.section !== section) {
    throw new Error(`${slug}.md: section "${data.section}" does not match the index ("${section}")`);
  }
  const { tree, text } = parseMarkdown(file.content);
  return {
    slug,
    path: articlePath(slug),
    ...data,
    readingMinutes: readingMinutes(text),
    body: tree,
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
