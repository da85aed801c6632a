import { ArrowRight } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import type { LinkCard as LinkCardData } from "~/content/types";
import { cn } from "~/lib/cn";
import { ArtImage } from "../ui/art-image";
import { Card } from "../ui/card";

interface LinkCardProps extends ComponentProps<"article"> {
  card: LinkCardData;
}

/** Image, title, description and a link: the service/industry/"what we do" card. */
export function LinkCard({ card, className, ...props }: LinkCardProps) {
  return (
    <Card
      as="article"
      interactive
      className={cn("group flex h-full flex-col overflow-hidden", className)}
      {...props}
    >
      <ArtImage art={card.art} alt="" className="aspect-[16/10] object-cover" />
      <div className="flex flex-1 flex-col p-7">
        <h3 className="text-xl font-bold text-ink">{card.title}</h3>
        <p className="mt-3 flex-1 leading-7 text-muted">{card.description}</p>
        <Link
          to={card.href}
          className="mt-6 inline-flex items-center gap-2 font-semibold text-brand hover:text-navy"
        >
          {card.cta}
          <span className="sr-only">: {card.title}</span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
        </Link>
      </div>
    </Card>
  );
}
