import type { ComponentProps } from "react";

/** Splits text on blank lines (or single line breaks) and renders each part as a paragraph. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n|\n/)
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

export function Paragraphs({ text, ...props }: { text: string } & ComponentProps<"p">) {
  return (
    <>
      {splitParagraphs(text).map((paragraph) => (
        <p key={paragraph} {...props}>
          {paragraph}
        </p>
      ))}
    </>
  );
}
