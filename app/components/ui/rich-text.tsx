import { createElement, type ComponentProps, type MouseEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import type { Block, Inline, LinkPart, RichText as RichTextData } from "~/lib/rich-text";
import { TextLink } from "./text-link";

interface LinkOptions {
  linkClassName?: string;
  /** Links open in a new tab (the home intro, spec §2). */
  newTab?: boolean;
  /** A link was followed (the chat closes its panel, or hands the conversation over). */
  onLinkClick?: (link: LinkPart, event: MouseEvent) => void;
}

function inline(part: Inline, key: number, options: LinkOptions): ReactNode {
  if (typeof part === "string") return part;
  if ("mark" in part)
    return createElement(part.mark, { key }, <InlineText parts={part.parts} {...options} />);
  const { linkClassName, newTab, onLinkClick } = options;
  return (
    <TextLink
      key={key}
      href={part.href}
      className={linkClassName}
      newTab={newTab}
      onClick={onLinkClick && ((event) => onLinkClick(part, event))}
    >
      {part.text}
    </TextLink>
  );
}

/** Inline pieces of rich text (inside a paragraph the caller draws). */
export function InlineText({ parts, ...options }: { parts: readonly Inline[] } & LinkOptions) {
  return parts.map((part, index) => inline(part, index, options));
}

function BlockElement({ block, ...options }: { block: Block } & LinkOptions) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <InlineText parts={block.parts} {...options} />
        </p>
      );
    case "heading":
      return createElement(`h${block.level}`, null, <InlineText parts={block.parts} {...options} />);
    case "list":
      return createElement(
        block.ordered ? "ol" : "ul",
        { start: block.start },
        block.items.map((item, index) => (
          <li key={index}>
            <InlineText parts={item} {...options} />
          </li>
        )),
      );
  }
}

/** How a rich text looks: long-form reading (articles, legal pages) or a chat bubble. */
const looks = {
  prose:
    "prose max-w-none text-lg leading-8 text-ink prose-headings:tracking-tight prose-a:text-brand prose-a:underline-offset-4 hover:prose-a:text-navy",
  compact:
    "space-y-2 [&_li]:marker:text-teal [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5 [&_ol>li]:marker:font-semibold [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5",
};

/**
 * The one renderer of the site's rich text (`~/lib/rich-text`): chat answers, articles, the legal
 * pages. React elements only, never an HTML string; links by the site's link policy (`TextLink`).
 */
export function RichText({
  body,
  look = "prose",
  linkClassName,
  newTab,
  onLinkClick,
  className,
  ...props
}: { body: RichTextData; look?: keyof typeof looks } & LinkOptions & ComponentProps<"div">) {
  return (
    <div className={cn(looks[look], className)} {...props}>
      {body.map((block, index) => (
        <BlockElement
          key={index}
          block={block}
          linkClassName={linkClassName}
          newTab={newTab}
          onLinkClick={onLinkClick}
        />
      ))}
    </div>
  );
}
