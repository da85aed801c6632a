import { formatDate } from "~/components/sections/article-card";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { RichText } from "~/components/ui/rich-text";
import { legalPage, type LegalPage } from "~/content/legal";
import type { CompiledLegalPage } from "~/content/compile";
import { Eyebrow } from "~/components/ui/eyebrow";
import { pageTexts } from "~/content/ui";
import { pageMeta, recordOf, type PageRoute } from "./page-route";

/** The page drawn from its record: the route's, or the editor's preview of the entry being edited. */
export function LegalPageView({ page }: { page: LegalPage }) {
  return (
    <>
      <PageHero hero={page.hero}>
        <p className="mt-6 text-slate-200">
          {pageTexts.lastUpdated} <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </p>
      </PageHero>
      <Container className="grid gap-12 py-14 md:py-20 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={pageTexts.onThisPage} className="lg:sticky lg:top-28 lg:self-start">
          <Eyebrow as="h2" className="text-teal">
            {pageTexts.onThisPage}
          </Eyebrow>
          <ol className="mt-4 space-y-2 border-l border-line">
            {page.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent pl-4 text-muted hover:border-brand hover:text-ink"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl">
          {page.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-28 pb-10"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-bold text-ink">
                {section.title}
              </h2>
              <RichText
                body={section.body}
                className="mt-4 text-muted prose-a:font-semibold prose-li:marker:text-teal"
              />
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}

export const route: PageRoute<{ page: LegalPage }> = {
  props: (page, content) => ({
    page: legalPage(recordOf<CompiledLegalPage & { path: string }>(page, content), content.site),
  }),
  meta: pageMeta,
  Component: LegalPageView,
};
