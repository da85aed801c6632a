import { ArrowRight } from "lucide-react";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { StrategySteps } from "~/components/sections/strategy-steps";
import { ButtonLink } from "~/components/ui/button";
import { home } from "~/content/home";
import { HomeIntro } from "~/features/home/home-intro";
import { OfferGrid } from "~/features/home/offer-grid";
import { buildMeta, organizationJsonLd } from "~/lib/seo";

const firstSlide = home.hero.slides[0]!;

export const meta = () =>
  buildMeta({ ...home.meta, path: "/", extra: [organizationJsonLd()] });

export default function HomeRoute() {
  return (
    <>
      <PageHero
        hero={{ ...home.hero, art: firstSlide.art, alt: firstSlide.alt }}
        actions={
          <>
            <ButtonLink to="/contactUs" variant="light">
              Talk to an expert
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ButtonLink to="/softwareServices" variant="outlineLight">
              Explore our services
            </ButtonLink>
          </>
        }
      />
      <HomeIntro title={home.intro.title} text={home.intro.text} links={home.introLinks} />
      <PageSection name="services" tone="tinted" title="What we do" text="Four practices, one accountable partner.">
        <OfferGrid offers={home.offers} />
      </PageSection>
      <PageSection name="how-we-work" title="How we work" text="From first call to a running solution in five clear steps.">
        <StrategySteps steps={home.steps} />
      </PageSection>
      <CtaBand
        cta={{
          title: home.popup.title,
          text: home.popup.text,
          label: home.popup.action,
          href: "/contactUs",
        }}
      />
    </>
  );
}
