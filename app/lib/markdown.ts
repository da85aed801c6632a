import type { Nodes, PhrasingContent, RootContent } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { toString } from "mdast-util-to-string";
import { linkKind, type Href } from "./links";
import { plainText, type Block, type Inline, type RichText } from "./rich-text";

/**
 * Markdown (articles, the legal pages, the home intro) compiled at build time into the site's
 * rich text (`./rich-text.ts`): parsed by `mdast-util-from-markdown` (CommonMark), then mapped
 * node by node. Only what the renderer draws is accepted: headings ## to ####, paragraphs, lists
 * (an item is one paragraph), bold, italic, inline code and links by the site's link policy.
 * Anything else (raw HTML, images, code blocks, quotes, tables, h1) fails the build with its line
 * instead of being dropped or passed through. Runs in route loaders only: no parser in the browser.
 */

function unsupported(node: Nodes, what: string = node.type): Error {
  return new Error(`Unsupported Markdown: ${what} (line ${node.position?.start.line ?? "?"})`);
}

function inline(node: PhrasingContent): Inline[] {
  switch (node.type) {
    case "text":
      return [node.value];
    case "break": // a hard line break reads as a space: paragraphs are the unit of this text
      return [" "];
    case "strong":
    case "emphasis":
      return [{ mark: node.type === "strong" ? "strong" : "em", parts: node.children.flatMap(inline) }];
    case "inlineCode":
      return [{ mark: "code", parts: [node.value] }];
    case "link":
      if (!linkKind(node.url)) throw unsupported(node, `link target ${node.url}`);
      return [{ text: toString(node), href: node.url as Href }];
    default:
      throw unsupported(node);
  }
}

function block(node: RootContent): Block {
  switch (node.type) {
    case "paragraph":
      return { kind: "paragraph", parts: node.children.flatMap(inline) };
    case "heading": {
      const level = node.depth;
      if (level !== 2 && level !== 3 && level !== 4)
        throw unsupported(node, `${"#".repeat(level)} heading, use ## to ####, not #`);
      return { kind: "heading", level, parts: node.children.flatMap(inline) };
    }
    case "list":
      return {
        kind: "list",
        ...(node.ordered && { ordered: true }),
        ...(node.ordered && node.start != null && node.start !== 1 && { start: node.start }),
        items: node.children.map((item) => {
          const [only, ...rest] = item.children;
          if (only?.type !== "paragraph" || rest.length)
            throw unsupported(item, "list item that is not one paragraph");
          return only.children.flatMap(inline);
        }),
      };
    default:
      throw unsupported(node);
  }
}

export interface ParsedMarkdown {
  body: RichText;
  /** The words, for reading time. */
  text: string;
}

export function parseMarkdown(source: string): ParsedMarkdown {
  const body = fromMarkdown(source).children.map(block);
  return { body, text: plainText(body) };
}

/** Markdown that must be one paragraph (an intro with links): its inline pieces. */
export function parseInlineMarkdown(source: string): Inline[] {
  const [only, ...rest] = parseMarkdown(source).body;
  if (only?.kind !== "paragraph" || rest.length)
    throw new Error(`Expected one paragraph of Markdown: ${source.slice(0, 60)}`);
  return [...only.parts];
}

/** Reading time in whole minutes at 220 words per minute, at least one. */
export function readingMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
