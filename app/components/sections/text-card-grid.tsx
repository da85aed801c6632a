import type { ComponentProps } from "react";
import type { TextCard } from "~/content/types";
import { cn } from "~/lib/cn";
import { gridColumns } from "./grid";
import { Card } from "../ui/card";
import { stepNumber } from "./numbered-step";

interface TextCardGridProps extends ComponentProps<"ul"> {
  cards: readonly TextCard[];
  /** Two per row instead of three. */
  twoUp?: boolean;
  /** Show a two-digit index on each card. */
  numbered?: boolean;
  /** One card per row from the large breakpoint on (the grid sits in a side column there). */
  stackedOnLarge?: boolean;
}

/** Title-and-text cards, three per row (or two). */
export function TextCardGrid({
  cards,
  twoUp,
  numbered,
  stackedOnLarge,
  className,
  ...props
}: TextCardGridProps) {
  const columns = stackedOnLarge ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-1" : gridColumns(twoUp);
  return (
    <ul className={cn(columns, className)} {...props}>
      {cards.map((card, index) => (
        <Card as="li" key={card.title} interactive className="p-7">
          {numbered && (
            <span aria-hidden="true" className="mb-4 block text-sm font-bold text-teal">
              {stepNumber(index)}
            </span>
          )}
          <h3 className="text-xl font-bold text-ink">{card.title}</h3>
          <p className="mt-3 leading-7 text-muted">{card.text}</p>
        </Card>
      ))}
    </ul>
  );
}
