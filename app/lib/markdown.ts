import { marked, type Token, type Tokens } from "marked";

/**
 * Our articles' Markdown as plain data, so the page renders it as React elements (no HTML string,
 * never injected as an HTML string). Only what the articles use is supported; anything else (raw HTML,
 * images, tables, code blocks) fails the build instead of being dropped or injected.
 */
export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong" | "em"; children: Inline[] }
  | { kind: "code"; text: string }
  | { kind: "link"; href: string; children: Inline[] };

export type Block =
  | { kind: "heading"; level: 2 | 3 | 4; children: Inline[] }
  | { kind: "paragraph"; children: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] };

/** Marked's lexer keeps entity-escaped text (`&#39;`); our data holds the characters themselves. */
function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function inline(tokens: Token[] | undefined): Inline[] {
  return (tokens ?? []).flatMap((token): Inline[] => {
    switch (token.type) {
      case "text":
      case "escape": {
        const text = token as Tokens.Text;
        return text.tokens?.length ? inline(text.tokens) : [{ kind: "text", text: decodeEntities(text.text) }];
      }
      case "strong":
      case "em":
        return [{ kind: token.type, children: inline((token as Tokens.Strong).tokens) }];
      case "codespan":
        return [{ kind: "code", text: decodeEntities((token as Tokens.Codespan).text) }];
      case "link": {
        const link = token as Tokens.Link;
        if (!/^(\/|https:\/\/|mailto:)/.test(link.href)) throw new Error(`Unsupported link target: ${link.href}`);
        return [{ kind: "link", href: link.href, children: inline(link.tokens) }];
      }
      case "br":
        return [{ kind: "text", text: " " }];
      default:
        throw new Error(`Unsupported Markdown in an article: ${token.type} (${token.raw.slice(0, 40)})`);
    }
  });
}

export function parseMarkdown(source: string): Block[] {
  return marked.lexer(source).flatMap((token): Block[] => {
    switch (token.type) {
      case "space":
        return [];
      case "heading": {
        const heading = token as Tokens.Heading;
        if (heading.depth < 2 || heading.depth > 4) throw new Error(`Use ## to #### in articles, not ${heading.raw.trim()}`);
        return [{ kind: "heading", level: heading.depth as 2 | 3 | 4, children: inline(heading.tokens) }];
      }
      case "paragraph":
        return [{ kind: "paragraph", children: inline((token as Tokens.Paragraph).tokens) }];
      case "list": {
        const list = token as Tokens.List;
        return [{ kind: "list", ordered: list.ordered, items: list.items.map((item) => inline(item.tokens)) }];
      }
      default:
        throw new Error(`Unsupported Markdown in an article: ${token.type} (${token.raw.slice(0, 40)})`);
    }
  });
}

/** The words of the blocks, for reading time. */
export function plainText(blocks: readonly Block[]): string {
  const text = (parts: readonly Inline[]): string =>
    parts.map((part) => ("children" in part ? text(part.children) : part.text)).join("");
  return blocks
    .map((block) => (block.kind === "list" ? block.items.map(text).join(" ") : text(block.children)))
    .join(" ");
}
