import { CtaBand } from "~/components/sections/cta-band";
import { LinkCardCarousel } from "~/components/sections/link-card";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { TextCardGrid } from "~/components/sections/text-card-grid";
import type { ItConsultingRecord } from "~/content/schema";
import { recordPage } from "./page-route";

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
        <LinkCardCarousel label={page.whatWeDo.intro.title} cards={page.whatWeDo.cards} />
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

/** /it-consulting and its alias /itConsulting: one page (both declare /it-consulting canonical). */
export const route = recordPage(ItConsultingPage);
