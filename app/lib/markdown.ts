import type { Root } from "hast";
import { sanitize, type Schema } from "hast-util-sanitize";
import type { Nodes } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toHast } from "mdast-util-to-hast";
import { toString } from "mdast-util-to-string";
import { ARTICLE_ATTRIBUTES, ARTICLE_ELEMENTS } from "./markdown-elements";

/**
 * Article Markdown, parsed at build time into a sanitized HTML syntax tree (hast) that the page
 * renders as React elements (never as an HTML string). Only what the articles use is supported;
 * anything else (raw HTML, images, code blocks, quotes, h1) fails the build instead of being
 * dropped or injected. The sanitizer's allow-list below is the second line of defence.
 */
const SUPPORTED = new Set(["root", "heading", "paragraph", "text", "strong", "emphasis", "inlineCode", "link", "list", "listItem", "break"]);

/** Links may point inside the site or to https: and mailto: targets. */
export const LINK_TARGET = /^(\/|https:\/\/|mailto:)/;

const schema: Schema = {
  tagNames: [...ARTICLE_ELEMENTS],
  attributes: { a: [...ARTICLE_ATTRIBUTES.a], ol: [...ARTICLE_ATTRIBUTES.ol] },
  protocols: { href: ["https", "mailto"] },
  strip: [],
};

function check(node: Nodes): void {
  const where = `(line ${node.position?.start.line ?? "?"})`;
  if (!SUPPORTED.has(node.type)) throw new Error(`Unsupported Markdown in an article: ${node.type} ${where}`);
  if (node.type === "heading" && (node.depth < 2 || node.depth > 4)) {
    throw new Error(`Use ## to #### in articles, not ${"#".repeat(node.depth)} ${where}`);
  }
  if (node.type === "link" && !LINK_TARGET.test(node.url)) throw new Error(`Unsupported link target: ${node.url} ${where}`);
  delete node.position; // not needed in the page's data
  if ("children" in node) node.children.forEach(check);
}

/** The words of a block tree: blocks separated by spaces, inline marks joined as written. */
function words(node: Nodes): string {
  const isContainer = node.type === "root" || node.type === "list" || node.type === "listItem";
  return isContainer ? node.children.map(words).join(" ") : toString(node);
}

export interface ParsedMarkdown {
  /** The body as a sanitized hast tree, rendered by `MarkdownContent`. */
  tree: Root;
  /** The words, for reading time. */
  text: string;
}

export function parseMarkdown(source: string): ParsedMarkdown {
  const mdast = fromMarkdown(source);
  check(mdast);
  return { tree: sanitize(toHast(mdast), schema) as Root, text: words(mdast) };
}

/** Reading time in whole minutes at 220 words per minute, at least one. */
export function readingMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
