import { Fragment, type MouseEventHandler, type ReactNode } from "react";
import { Link } from "react-router";
import type { Inline, RichText as RichTextData } from "./engine";

const linkClass = "font-semibold text-brand underline underline-offset-2 hover:text-navy";

/** Only these schemes may leave the site from a chat answer; anything else is shown as text. */
export function isSafeHref(href: string): boolean {
  return /^(mailto:|tel:|https:\/\/)/i.test(href);
}

interface LinkHandlers {
  /** A link in an answer was followed. */
  onNavigate?: MouseEventHandler;
  /** The hand-off link was followed (instead of `onNavigate`). */
  onHandoff?: MouseEventHandler;
}

function InlineParts({ parts, onNavigate, onHandoff }: { parts: readonly Inline[] } & LinkHandlers) {
  return parts.map((part, index) => {
    if (typeof part === "string") return <Fragment key={index}>{part}</Fragment>;
    if ("to" in part) {
      return (
        <Link key={index} to={part.to} onClick={part.handoff ? onHandoff : onNavigate} className={linkClass}>
          {part.text}
        </Link>
      );
    }
    if (!isSafeHref(part.href)) return <Fragment key={index}>{part.text}</Fragment>;
    return (
      <a key={index} href={part.href} className={linkClass}>
        {part.text}
      </a>
    );
  });
}

function List({ ordered, children }: { ordered?: boolean; children: ReactNode }) {
  return ordered ? (
    <ol className="list-decimal space-y-1 pl-5 marker:font-semibold marker:text-teal">{children}</ol>
  ) : (
    <ul className="list-disc space-y-1 pl-5 marker:text-teal">{children}</ul>
  );
}

/**
 * A bot message: paragraphs and lists built from structured data, with internal links as
 * react-router `<Link>`s. Nothing here is parsed as HTML.
 */
export function RichText({ body, onNavigate, onHandoff }: { body: RichTextData } & LinkHandlers) {
  return (
    <div className="space-y-2">
      {body.map((block, index) =>
        block.kind === "paragraph" ? (
          <p key={index}>
            <InlineParts parts={block.parts} onNavigate={onNavigate} onHandoff={onHandoff} />
          </p>
        ) : (
          <List key={index} ordered={block.ordered}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineParts parts={item} onNavigate={onNavigate} onHandoff={onHandoff} />
              </li>
            ))}
          </List>
        ),
      )}
    </div>
  );
}
