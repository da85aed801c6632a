import { CtaBand } from "~/components/sections/cta-band";
import { InfoBlocks } from "~/components/sections/info-blocks";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { getConsultingSubPage } from "~/content/consulting";
import type { ConsultingTopicRecord } from "~/content/schema";
import { pageMeta, pagePath } from "~/lib/page-meta";
import type { Route } from "./+types/consulting-topic";
import { pageTexts } from "~/content/ui";

/**
 * Runs at build time: only this page's record reaches the browser (as pre-rendered data), not
 * the content of every page of the template.
 */
export function loader({ url }: Route.LoaderArgs) {
  return { page: getConsultingSubPage(pagePath(url)) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.page);

/** One template for /it-infra, /it-assess and /it-design, registered per path in routes.ts. */
export default function ConsultingTopicRoute({ loaderData }: Route.ComponentProps) {
  return <ConsultingTopicPage page={loaderData.page} />;
}

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
