import type { ComponentProps } from "react";
import { SERVICE_CAROUSEL } from "~/content/constants";
import type { LinkCard as LinkCardData } from "~/content/types";
import { cn } from "~/lib/cn";
import { ArtImage } from "../ui/art-image";
import { Card } from "../ui/card";
import { ArrowLink } from "../ui/arrow-link";
import { Carousel } from "./carousel";

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
        <ArrowLink to={card.href} className="mt-6">
          {card.cta}
          <span className="sr-only">: {card.title}</span>
        </ArrowLink>
      </div>
    </Card>
  );
}

/** The "what we do" carousel of link cards (service pages, IT consulting), named by its section's title. */
export function LinkCardCarousel({ label, cards }: { label: string; cards: readonly LinkCardData[] }) {
  return (
    <Carousel
      label={label}
      items={cards}
      settings={SERVICE_CAROUSEL}
      getKey={(card) => card.href + card.title}
      renderItem={(card) => <LinkCard card={card} />}
    />
  );
}
