import { CtaBand } from "~/components/sections/cta-band";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { TextCardGrid } from "~/components/sections/text-card-grid";
import { Paragraphs } from "~/components/ui/paragraphs";
import { getIndustryPage } from "~/content/industries";
import { pageMeta, pagePath } from "~/lib/page-meta";
import type { Route } from "./+types/industry";

/**
 * Runs at build time: only this page's record reaches the browser (as pre-rendered data), not
 * the content of every page of the template.
 */
export function loader({ url }: Route.LoaderArgs) {
  return { page: getIndustryPage(pagePath(url)) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.page);

/** One template for the seven industry pages, registered per path in routes.ts. */
export default function IndustryRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero hero={page.hero} />
      <PageSection name="description" title={page.description.title}>
        <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr]">
          <div className="space-y-5 text-lg leading-8 text-muted">
            <Paragraphs text={page.description.text} />
          </div>
          <TextCardGrid cards={page.challenges} stackedOnLarge numbered />
        </div>
      </PageSection>
      <PageSection name="help" tone="tinted" title={page.help.intro.title} text={page.help.intro.text}>
        <LinkCardGrid cards={page.help.cards} />
      </PageSection>
      <CtaBand cta={page.cta} />
    </>
  );
}
