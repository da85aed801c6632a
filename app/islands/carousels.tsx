import { Carousel } from "~/components/sections/carousel";
import { LinkCard } from "~/components/sections/link-card";
import { island } from "~/components/ui/island";
import { SERVICE_CAROUSEL } from "~/content/constants";
import type { LinkCard as LinkCardData } from "~/content/types";
import { HeroSlides } from "~/features/home/home-hero";
import { HomeSections } from "~/features/home/home-sections";

/**
 * A carousel of link cards as an island. Its props are data (an island's props cross from the
 * build to the browser as JSON), so the card renderer is chosen here, not passed in.
 */
function LinkCardCarousel({ label, cards }: { label: string; cards: readonly LinkCardData[] }) {
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

/** Below the first screen: hydrated as it nears the viewport (its buttons and autoplay). */
export const LinkCardCarouselIsland = island(LinkCardCarousel);

/** The home page below its first screen (partners, services, how we work, blog): near the viewport. */
export const HomeSectionsIsland = island(HomeSections);

/** The narrow home hero's slides: in the first screen, so hydrated on first use. */
export const HeroSlidesIsland = island(HeroSlides);
