/**
 * The site's one rich-text model: chat answers, articles, the legal pages and the home intro are
 * made of it. Structured data, never an HTML string: written in TypeScript (the chat script, with
 * `say`) or compiled from Markdown at build time (`./markdown.ts`), and drawn as React elements by
 * one renderer (`components/ui/rich-text.tsx`). Its links follow the site's one link policy
 * (`./links.ts`): a page of this site, or an https:, mailto: or tel: address.
 */
import type { Href } from "./links";

/** A link. `handoff` (chat answers only) also carries the conversation's summary to the contact form. */
export interface LinkPart {
  text: string;
  href: Href;
  handoff?: true;
}

/** Emphasis around inline pieces. */
export interface MarkPart {
  mark: "strong" | "em" | "code";
  parts: readonly Inline[];
}

/** A piece of a paragraph: plain text, a link or emphasis. */
export type Inline = string | LinkPart | MarkPart;

export type Block =
  | { kind: "paragraph"; parts: readonly Inline[] }
  | { kind: "heading"; level: 2 | 3 | 4; parts: readonly Inline[] }
  | { kind: "list"; ordered?: boolean; start?: number; items: readonly (readonly Inline[])[] };

export type RichText = readonly Block[];

/** A one-paragraph rich text. */
export function say(...parts: Inline[]): RichText {
  return [{ kind: "paragraph", parts }];
}

/** The words of inline pieces, as a person reads them. */
function inlineText(parts: readonly Inline[]): string {
  return parts
    .map((part) => (typeof part === "string" ? part : "mark" in part ? inlineText(part.parts) : part.text))
    .join("");
}

/** The text a person would read, links included (for tests, logs, search and reading time). */
export function plainText(body: RichText): string {
  return body
    .map((block) =>
      block.kind === "list" ? block.items.map(inlineText).join("\n") : inlineText(block.parts),
    )
    .join("\n");
}

/** Every link of a rich text, in reading order. */
export function linksOf(body: RichText): LinkPart[] {
  const inline = (parts: readonly Inline[]): LinkPart[] =>
    parts.flatMap((part) => (typeof part === "string" ? [] : "mark" in part ? inline(part.parts) : [part]));
  return body.flatMap((block) => (block.kind === "list" ? block.items.flatMap(inline) : inline(block.parts)));
}
