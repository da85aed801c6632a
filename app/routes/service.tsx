import { Carousel } from "~/components/sections/carousel";
import { CtaBand } from "~/components/sections/cta-band";
import { LinkCard } from "~/components/sections/link-card";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { StrategySteps } from "~/components/sections/strategy-steps";
import { WhyHire } from "~/components/sections/why-hire";
import { ButtonLink } from "~/components/ui/button";
import { SERVICE_CAROUSEL } from "~/content/constants";
import { getServicePage } from "~/content/services";
import { pageMeta, pagePath } from "~/lib/page-meta";
import type { Route } from "./+types/service";
import { pageTexts } from "~/content/ui";

/**
 * Runs at build time: only this page's record reaches the browser (as pre-rendered data), not
 * the content of every page of the template.
 */
export function loader({ url }: Route.LoaderArgs) {
  return { page: getServicePage(pagePath(url)) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.page);

/** One template for the seven software service pages, registered per path in routes.ts. */
export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
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
        <Carousel
          label={page.whatWeDo.intro.title}
          items={page.whatWeDo.cards}
          settings={SERVICE_CAROUSEL}
          getKey={(card) => card.title}
          renderItem={(card) => <LinkCard card={card} />}
        />
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
