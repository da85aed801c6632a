/**
 * Reads the insights articles (Markdown with front matter) at build time. Only route loaders use
 * this module, and loaders of pre-rendered routes run during the build, so neither the files nor
 * the Markdown parser reach the browser.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SCENE_NAMES } from "~/content/art-names";
import { articleIndex, articlePath } from "~/content/insights/index";
import type { SceneName } from "~/content/types";
import { parseFrontMatter, readingMinutes } from "./front-matter";
import { parseMarkdown, plainText, type Block } from "./markdown";

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
  /** The body as structured data (parsed at build time), rendered as React elements. */
  blocks: Block[];
}

const REQUIRED = ["title", "description", "date", "section", "image", "imageAlt", "category", "author"] as const;
const ARTICLES_DIR = join(process.cwd(), "app", "content", "insights");

export function loadArticle(slug: string): Article {
  const entry = articleIndex.find((article) => article.slug === slug);
  if (!entry) throw new Error(`Unknown article: ${slug}`);
  const { data, body } = parseFrontMatter(readFileSync(join(ARTICLES_DIR, `${slug}.md`), "utf8"));
  for (const field of REQUIRED) {
    if (!data[field]) throw new Error(`${slug}.md: front matter field "${field}" is missing`);
  }
  if (data.section !== entry.section) {
    throw new Error(`${slug}.md: section "${data.section}" does not match the index ("${entry.section}")`);
  }
  const image = SCENE_NAMES.find((name) => name === data.image);
  if (!image) throw new Error(`${slug}.md: image "${data.image}" is not a scene of the art catalog (app/content/art-names.ts)`);
  const blocks = parseMarkdown(body);
  return {
    slug,
    section: entry.section,
    path: articlePath(slug),
    title: data.title!,
    description: data.description!,
    date: data.date!,
    image,
    imageAlt: data.imageAlt!,
    category: data.category!,
    author: data.author!,
    readingMinutes: readingMinutes(plainText(blocks)),
    blocks,
  };
}

/** Every article without its body, newest first. */
export function loadArticleSummaries(): ArticleSummary[] {
  return articleIndex
    .map(({ slug }) => {
      const { blocks: _blocks, ...summary } = loadArticle(slug);
      return summary;
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}
