import { CtaBand } from "~/components/sections/cta-band";
import { InfoBlocks } from "~/components/sections/info-blocks";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import type { ConsultingTopicRecord } from "~/content/schema";
import { pageTexts } from "~/content/ui";
import { recordPage } from "./page-route";

/** The page drawn from its record: the route's, or the editor's preview of the entry being edited. */
export function ConsultingTopicPage({ page }: { page: ConsultingTopicRecord }) {
  return (
    <>
      <PageHero hero={page.hero} />
      <PageSection name="deliver" title={pageTexts.whatWeDeliver}>
        <InfoBlocks blocks={page.blocks} />
      </PageSection>
      <CtaBand cta={page.cta} />
    </>
  );
}

export const route = recordPage(ConsultingTopicPage);
