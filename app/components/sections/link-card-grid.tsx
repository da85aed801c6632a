import type { ComponentProps } from "react";
import type { LinkCard as LinkCardData } from "~/content/types";
import { cn } from "~/lib/cn";
import { gridColumns } from "./grid";
import { LinkCard } from "./link-card";

interface LinkCardGridProps extends ComponentProps<"ul"> {
  cards: readonly LinkCardData[];
  twoUp?: boolean;
}

/** Link cards, three per row (or two with `twoUp`). */
export function LinkCardGrid({ cards, twoUp, className, ...props }: LinkCardGridProps) {
  return (
    <ul className={cn(gridColumns(twoUp), className)} {...props}>
      {cards.map((card) => (
        <li key={card.title}>
          <LinkCard card={card} />
        </li>
      ))}
    </ul>
  );
}
