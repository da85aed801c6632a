import { useLocation } from "react-router";
import { CtaBand } from "~/components/sections/cta-band";
import { InfoBlocks } from "~/components/sections/info-blocks";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
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
      <section aria-label={`${page.hero.eyebrow} services`} className="py-16 md:py-24">
        <Container>
          <InfoBlocks blocks={page.blocks} />
        </Container>
      </section>
      <CtaBand cta={page.cta} />
    </>
  );
}
