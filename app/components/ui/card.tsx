import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const base = "rounded-card border border-line bg-white shadow-card";
const lifting = "transition-shadow hover:shadow-lift";

/** The card surface: rounded, outlined, on the page's card colour; `interactive` lifts on hover. */
export function cardClasses(
  { interactive = false }: { interactive?: boolean } = {},
  className?: string,
): string {
  return cn(base, interactive && lifting, className);
}

interface CardProps extends ComponentProps<"article"> {
  /** The element: a list item in card grids, an article for self-contained entries. */
  as?: "div" | "li" | "article" | "section";
  interactive?: boolean;
}

/** A card (for links styled as cards, use `cardClasses` on the link). */
export function Card({ as: Tag = "div", interactive, className, ...props }: CardProps) {
  const Element = Tag as "article";
  return <Element className={cardClasses({ interactive }, className)} {...props} />;
}
