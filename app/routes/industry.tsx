import { CtaBand } from "~/components/sections/cta-band";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { TextCardGrid } from "~/components/sections/text-card-grid";
import { Paragraphs } from "~/components/ui/paragraphs";
import { getIndustryPage } from "~/content/industries";
import { pageMeta } from "~/routes/page-meta";
import type { PageRoute } from "~/routes/page-route";

/** At build time: this page's record. */
export const loadIndustryPage = (path: string) => ({ page: getIndustryPage(path) });

export type IndustryPageProps = ReturnType<typeof loadIndustryPage>;

/** One template for the seven industry pages, each path from the page manifest. */
export function IndustryPage({ page }: IndustryPageProps) {
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

export const route: PageRoute<IndustryPageProps> = {
  load: loadIndustryPage,
  meta: pageMeta,
  Component: IndustryPage,
};
