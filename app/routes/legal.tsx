import { Link } from "react-router";
import { formatDate } from "~/components/sections/article-card";
import { PageHero } from "~/components/sections/page-hero";
import { Container } from "~/components/ui/container";
import { getLegalPage, type LegalSection } from "~/content/legal";
import { linkPhrases } from "~/lib/link-phrases";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/legal";
import { Eyebrow } from "~/components/ui/eyebrow";

/**
 * One template for the privacy policy and the accessibility statement, registered per page in
 * routes.ts. Runs at build time: only this page's text reaches the browser.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = getLegalPage(new URL(request.url).pathname);
  if (!page) throw new Response("Not Found", { status: 404 });
  return { page };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData.page);

const linkClass = "font-semibold text-brand underline underline-offset-4 hover:text-navy";

function Text({ text, section }: { text: string; section: LegalSection }) {
  return linkPhrases(text, section.links ?? []).map((segment, index) =>
    segment.href === undefined ? (
      segment.text
    ) : segment.href.startsWith("/") ? (
      <Link key={index} to={segment.href} className={linkClass}>
        {segment.text}
      </Link>
    ) : (
      <a key={index} href={segment.href} className={linkClass}>
        {segment.text}
      </a>
    ),
  );
}

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero hero={page.hero}>
        <p className="mt-6 text-slate-200">
          Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </p>
      </PageHero>
      <Container className="grid gap-12 py-14 md:py-20 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <Eyebrow as="h2" className="text-teal">On this page</Eyebrow>
          <ol className="mt-4 space-y-2 border-l border-line">
            {page.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="-ml-px block border-l-2 border-transparent pl-4 text-muted hover:border-brand hover:text-ink">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl">
          {page.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-28 pb-10">
              <h2 id={`${section.id}-title`} className="text-2xl font-bold text-ink">
                {section.title}
              </h2>
              {section.blocks.map((block, index) =>
                typeof block === "string" ? (
                  <p key={index} className="mt-4 text-lg leading-8 text-muted">
                    <Text text={block} section={section} />
                  </p>
                ) : (
                  <ul key={index} className="mt-4 list-disc space-y-2 pl-6 text-lg leading-8 text-muted marker:text-teal">
                    {block.list.map((item) => (
                      <li key={item}>
                        <Text text={item} section={section} />
                      </li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
