import { Carousel } from "~/components/sections/carousel";
import { CtaBand } from "~/components/sections/cta-band";
import { LinkCard } from "~/components/sections/link-card";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { TextCardGrid } from "~/components/sections/text-card-grid";
import { SERVICE_CAROUSEL } from "~/content/constants";
import { itConsulting } from "~/content/consulting";
import type { ItConsultingRecord } from "~/content/schema";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/it-consulting";

/**
 * Runs at build time: the page's record reaches the browser as its pre-rendered data, not as JSON
 * in the route's code (with its three topics' records, which share the module).
 */
export function loader() {
  return { page: itConsulting };
}

/** Served at /it-consulting and its alias /itConsulting; both declare /it-consulting canonical. */
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.page);

export default function ItConsultingRoute({ loaderData }: Route.ComponentProps) {
  return <ItConsultingPage page={loaderData.page} />;
}

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
