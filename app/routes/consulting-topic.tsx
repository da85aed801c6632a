import { useLocation } from "react-router";
import { CtaBand } from "~/components/sections/cta-band";
import { InfoBlocks } from "~/components/sections/info-blocks";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { getConsultingSubPage } from "~/content/consulting";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/consulting-topic";

/** One template for /it-infra, /it-assess and /it-design, registered per path in routes.ts. */
export const meta = ({ location }: Route.MetaArgs) => pageMeta(getConsultingSubPage(location.pathname));

export default function ConsultingTopicRoute() {
  const page = getConsultingSubPage(useLocation().pathname);
  return (
    <>
      <PageHero hero={page.hero} />
      <PageSection name="deliver" title="What we deliver">
        <InfoBlocks blocks={page.blocks} />
      </PageSection>
      <CtaBand cta={page.cta} />
    </>
  );
}
