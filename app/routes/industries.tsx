import { CtaBand } from "~/components/sections/cta-band";
import { LinkCardGrid } from "~/components/sections/link-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { TextCardGrid } from "~/components/sections/text-card-grid";
import { Paragraphs } from "~/components/ui/paragraphs";
import type { IndustryRecord } from "~/content/schema";
import { recordPage } from "./page-route";

export interface IndustryPageProps {
  page: IndustryRecord;
}

/** One template for the industry pages (content/industries/), each at its record's address. */
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

export const route = recordPage(IndustryPage);
