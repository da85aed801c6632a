import { CtaBand } from "~/components/sections/cta-band";
import { GroupedLists } from "~/components/sections/grouped-lists";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { TextCardGrid } from "~/components/sections/text-card-grid";
import type { ProjectManagementRecord } from "~/content/schema";
import { recordPage } from "./page-route";

/** The page drawn from its record: the route's, or the editor's preview of the entry being edited. */
export function ProjectManagementPage({ page }: { page: ProjectManagementRecord }) {
  return (
    <>
      <PageHero hero={page.hero} />
      <PageSection name="why" title={page.why.intro.title} text={page.why.intro.text}>
        <TextCardGrid cards={page.why.cards} numbered />
      </PageSection>
      <PageSection
        name="services"
        tone="tinted"
        title={page.services.intro.title}
        text={page.services.intro.text}
      >
        <LinkCardGrid cards={page.services.cards} twoUp />
      </PageSection>
      <PageSection name="practices" title={page.practices.intro.title} text={page.practices.intro.text}>
        <GroupedLists groups={page.practices.groups} />
      </PageSection>
      <CtaBand cta={page.cta} />
    </>
  );
}

export const route = recordPage(ProjectManagementPage);
