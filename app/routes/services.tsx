import { CtaBand } from "~/components/sections/cta-band";
import { LinkCardCarousel } from "~/components/sections/link-card";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { StrategySteps } from "~/components/sections/strategy-steps";
import { WhyHire } from "~/components/sections/why-hire";
import { ButtonLink } from "~/components/ui/button";
import type { ServiceRecord } from "~/content/schema";
import { pageTexts } from "~/content/ui";
import { recordPage } from "./page-route";

export interface ServicePageProps {
  page: ServiceRecord;
}

/** One template for the software service pages (content/services/), each at its record's address. */
export function ServicePage({ page }: ServicePageProps) {
  return (
    <>
      <PageHero
        hero={page.hero}
        actions={
          <ButtonLink to="/contactUs" variant="light">
            {pageTexts.requestMeeting}
          </ButtonLink>
        }
      />
      <PageSection name="what-we-do" title={page.whatWeDo.intro.title} text={page.whatWeDo.intro.text}>
        <LinkCardCarousel label={page.whatWeDo.intro.title} cards={page.whatWeDo.cards} />
      </PageSection>
      {page.strategy && (
        <PageSection
          name="strategy"
          tone="tinted"
          title={page.strategy.intro.title}
          text={page.strategy.intro.text}
        >
          <StrategySteps steps={page.strategy.steps} />
        </PageSection>
      )}
      <WhyHire {...page.whyHire} />
      <CtaBand cta={page.cta} />
    </>
  );
}

export const route = recordPage(ServicePage);
