import type { ElementContent, Root } from "hast";
import { createElement, type ComponentProps, type ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { ARTICLE_ELEMENTS, type ArticleElement } from "~/lib/markdown-elements";

const allowed = new Set<string>(ARTICLE_ELEMENTS);

/** Links inside the site navigate client-side; others (https:, mailto:) are plain links. */
function ContentLink({ href, children }: { href: string; children: ReactNode }) {
  return href.startsWith("/") ? (
    <Link to={href}>{children}</Link>
  ) : (
    <a href={href} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * One node of the sanitized tree as React elements. Hand-written rather than
 * `hast-util-to-jsx-runtime`: that library (with property-information) adds about 29 KB (10 KB
 * gzip) to the article route, and a tree already limited to a dozen elements with two attributes
 * needs none of its generality. Anything outside the allow-list renders nothing.
 */
function render(node: ElementContent, key: number): ReactNode {
  if (node.type === "text") return node.value;
  if (node.type !== "element" || !allowed.has(node.tagName)) return null;
  const children = node.children.map(render);
  if (node.tagName === "a") {
    return (
      <ContentLink key={key} href={String(node.properties.href ?? "")}>
        {children}
      </ContentLink>
    );
  }
  const start = node.tagName === "ol" && typeof node.properties.start === "number" ? node.properties.start : undefined;
  return createElement(node.tagName as ArticleElement, { key, start }, ...(children.length ? children : []));
}

/**
 * Article text: the sanitized tree made from Markdown at build time (`~/lib/markdown`), rendered
 * as React elements (never an HTML string) and styled by Tailwind Typography. It lives outside
 * components/ so it ships with the article route only.
 */
export function MarkdownContent({ tree, className, ...props }: { tree: Root } & ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "prose max-w-none text-lg leading-8 text-ink prose-headings:tracking-tight prose-a:text-brand prose-a:underline-offset-4 hover:prose-a:text-navy",
        className,
      )}
      {...props}
    >
      {tree.children.map((node, index) => (node.type === "doctype" ? null : render(node, index)))}
    </div>
  );
}
