import type { ComponentProps } from "react";
import { Link } from "react-router";
import type { Block, Inline } from "~/lib/markdown";

/** Article text from build-time Markdown data, rendered as React elements (styled by .prose-article). */
export function MarkdownContent({ blocks, ...props }: { blocks: readonly Block[] } & ComponentProps<"div">) {
  return (
    <div {...props}>
      {blocks.map((block, index) => {
        if (block.kind === "heading") {
          const Heading = `h${block.level}` as const;
          return (
            <Heading key={index}>
              <Inlines parts={block.children} />
            </Heading>
          );
        }
        if (block.kind === "paragraph") {
          return (
            <p key={index}>
              <Inlines parts={block.children} />
            </p>
          );
        }
        const List = block.ordered ? "ol" : "ul";
        return (
          <List key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Inlines parts={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}

function Inlines({ parts }: { parts: readonly Inline[] }) {
  return parts.map((part, index) => {
    switch (part.kind) {
      case "text":
        return part.text;
      case "code":
        return <code key={index}>{part.text}</code>;
      case "strong":
        return (
          <strong key={index}>
            <Inlines parts={part.children} />
          </strong>
        );
      case "em":
        return (
          <em key={index}>
            <Inlines parts={part.children} />
          </em>
        );
      case "link":
        return part.href.startsWith("/") ? (
          <Link key={index} to={part.href}>
            <Inlines parts={part.children} />
          </Link>
        ) : (
          <a key={index} href={part.href} rel="noopener noreferrer">
            <Inlines parts={part.children} />
          </a>
        );
    }
  });
}
