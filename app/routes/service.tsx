import { CtaBand } from "~/components/sections/cta-band";
import { LinkCardCarousel } from "~/components/sections/link-card";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { StrategySteps } from "~/components/sections/strategy-steps";
import { WhyHire } from "~/components/sections/why-hire";
import { ButtonLink } from "~/components/ui/button";
import { getServicePage } from "~/content/services";
import { pageMeta } from "~/routes/page-meta";
import { pageTexts } from "~/content/ui";
import type { PageRoute } from "~/routes/page-route";

/** At build time: this page's record. */
export const loadServicePage = (path: string) => ({ page: getServicePage(path) });

export type ServicePageProps = ReturnType<typeof loadServicePage>;

/** One template for the seven software service pages, each path from the page manifest. */
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

export const route: PageRoute<ServicePageProps> = {
  load: loadServicePage,
  meta: pageMeta,
  Component: ServicePage,
};
