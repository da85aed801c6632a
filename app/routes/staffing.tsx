import { CtaBand } from "~/components/sections/cta-band";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { StrategySteps } from "~/components/sections/strategy-steps";
import { TextCardGrid } from "~/components/sections/text-card-grid";
import type { StaffingRecord } from "~/content/schema";
import { recordPage } from "./page-route";

/** The page drawn from its record: the route's, or the editor's preview of the entry being edited. */
export function StaffingPage({ page: staffing }: { page: StaffingRecord }) {
  return (
    <>
      <PageHero hero={staffing.hero} />
      <PageSection name="why" title={staffing.why.intro.title} text={staffing.why.intro.text}>
        <TextCardGrid cards={staffing.why.cards} numbered />
      </PageSection>
      <PageSection
        name="process"
        tone="tinted"
        title={staffing.process.intro.title}
        text={staffing.process.intro.text}
      >
        <StrategySteps steps={staffing.process.steps} />
      </PageSection>
      <PageSection name="services" title={staffing.services.intro.title} text={staffing.services.intro.text}>
        <LinkCardGrid cards={staffing.services.cards} twoUp />
      </PageSection>
      <CtaBand cta={staffing.cta} />
    </>
  );
}

export const route = recordPage(StaffingPage);
