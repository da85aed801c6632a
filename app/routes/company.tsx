import { CtaBand } from "~/components/sections/cta-band";
import { PartnerLogos } from "~/components/sections/partner-logos";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { TextCardGrid } from "~/components/sections/text-card-grid";
import { Container } from "~/components/ui/container";
import type { Partner } from "~/content/partners";
import type { Compiled } from "~/content/compile";
import type { CompanyRecord } from "~/content/schema";
import { AnimatedCounter } from "~/features/company/animated-counter";
import { partnerList } from "~/content/partners";
import { pageMeta, type PageRoute } from "./page-route";

/** The page drawn from its record: the route's, or the editor's preview of the entry being edited. */
export function CompanyPage({
  page: company,
  partners,
}: {
  page: CompanyRecord;
  partners: readonly Partner[];
}) {
  return (
    <>
      <PageHero hero={company.hero} />
      <section aria-labelledby="mission-title" className="py-16 md:py-24">
        <Container className="grid gap-12 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div>
            <h2 id="mission-title" className="text-title font-bold tracking-tight">
              {company.mission.title}
            </h2>
            <p className="mt-5 text-lg leading-8 text-muted">{company.mission.text}</p>
          </div>
          <dl className="grid grid-cols-3 gap-4 rounded-card bg-surface p-6 text-center md:p-8">
            {company.counters.map((counter) => (
              <AnimatedCounter key={counter.label} {...counter} />
            ))}
          </dl>
        </Container>
      </section>
      <PageSection name="values" tone="tinted" title={company.labels.coreValues} align="center">
        <TextCardGrid cards={company.values} twoUp />
      </PageSection>
      <PageSection name="vision" title={company.labels.visionMission}>
        <TextCardGrid cards={[company.vision, company.missionStatement]} twoUp />
      </PageSection>
      <PageSection
        name="partners"
        tone="tinted"
        title={company.partnersIntro.title}
        text={company.partnersIntro.text}
      >
        <PartnerLogos partners={partners} />
      </PageSection>
      <CtaBand cta={company.cta} />
    </>
  );
}

export const route: PageRoute<{ page: Compiled<"company">; partners: readonly Partner[] }> = {
  // The partners are the home page's.
  props: (_page, content) => ({
    page: content.company,
    partners: partnerList(content.home.partners, content.picture),
  }),
  meta: pageMeta,
  Component: CompanyPage,
};
