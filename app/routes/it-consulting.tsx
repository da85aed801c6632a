import { Carousel } from "~/components/sections/carousel";
import { CtaBand } from "~/components/sections/cta-band";
import { LinkCard } from "~/components/sections/link-card";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { TextCardGrid } from "~/components/sections/text-card-grid";
import { SERVICE_CAROUSEL } from "~/content/constants";
import type { ItConsultingRecord } from "~/content/schema";

/** The page drawn from its record: the route's, or the editor's preview of the entry being edited. */
export function ItConsultingPage({ page }: { page: ItConsultingRecord }) {
  return (
    <>
      <PageHero hero={page.hero} />
      <PageSection name="why" title={page.why.intro.title} text={page.why.intro.text}>
        <TextCardGrid cards={page.why.cards} numbered />
      </PageSection>
      <PageSection
        name="what-we-do"
        tone="tinted"
        title={page.whatWeDo.intro.title}
        text={page.whatWeDo.intro.text}
      >
        <Carousel
          label={page.whatWeDo.intro.title}
          items={page.whatWeDo.cards}
          settings={SERVICE_CAROUSEL}
          getKey={(card) => card.href}
          renderItem={(card) => <LinkCard card={card} />}
        />
      </PageSection>
      <PageSection
        name="why-choose-us"
        title={page.whyChooseUs.intro.title}
        text={page.whyChooseUs.intro.text}
      >
        <TextCardGrid cards={page.whyChooseUs.cards} twoUp />
      </PageSection>
      <CtaBand cta={page.cta} />
    </>
  );
}
