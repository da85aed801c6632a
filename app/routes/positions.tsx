import type { ReactNode } from "react";
import { formatDate } from "~/components/sections/article-card";
import { PageHero } from "~/components/sections/page-hero";
import { buttonClasses } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { Position } from "~/content/compile";
import type { Site } from "~/content/site";
import type { SalaryRange } from "~/content/positions";
import { ApplyForm } from "~/features/careers/apply-form";
import { buildMeta, jobPostingJsonLd } from "./seo";
import { ArrowLink } from "~/components/ui/arrow-link";
import { fillIn } from "~/content/fill-in";
import type { CareersRecord } from "~/content/schema";
import type { ResponsiveImage } from "~/lib/media";
import { storageKeys } from "~/lib/storage";
import { recordOf, type PageRoute } from "./page-route";

export interface PositionPageProps {
  position: Position;
  path: string;
  jobPosting: ReturnType<typeof jobPostingJsonLd>;
  hero: Pick<CareersRecord["hero"], "art" | "alt">;
  photo?: ResponsiveImage;
  apply: CareersRecord["positionApply"];
  labels: CareersRecord["positionLabels"];
}

export function positionMeta({ position, path, jobPosting }: PositionPageProps, site: Site) {
  return buildMeta(site, {
    title: `${position.title}, ${position.location.city} (${position.jobId})`,
    description: position.summary,
    path,
    extra: [jobPosting],
  });
}

function formatSalary(salary: SalaryRange, texts: CareersRecord["positionLabels"]): string {
  const money = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: salary.currency,
    maximumFractionDigits: 0,
  });
  const per = { YEAR: texts.perYear, MONTH: texts.perMonth, HOUR: texts.perHour }[salary.unit];
  return fillIn(texts.salary, { min: money.format(salary.min), max: money.format(salary.max), per });
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-slate-300">{label}</dt>
      <dd className="mt-1 font-semibold text-white">{children}</dd>
    </div>
  );
}

function ListSection({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      <ul className="mt-5 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 leading-7 text-ink">
            <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-teal" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One template for every open position (`/careers/<slug>`), from content/positions/.
 * `applyForm` is the apply form as an island (an Astro slot).
 */
export function PositionPage({
  position,
  hero,
  photo,
  apply,
  labels: texts,
  applyForm,
}: PositionPageProps & { applyForm?: ReactNode }) {
  const { location } = position;
  return (
    <>
      <PageHero
        hero={{
          eyebrow: position.department,
          title: position.title,
          intro: position.summary,
          art: hero.art,
          alt: hero.alt,
        }}
        photo={photo}
        actions={
          <a href="#apply" className={buttonClasses("light")}>
            {texts.apply}
          </a>
        }
      >
        <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
          <Fact label={texts.location}>
            {location.city}, {location.country}
          </Fact>
          <Fact label={texts.employment}>{texts.employmentTypes[position.employmentType]}</Fact>
          <Fact label={texts.jobId}>
            <span className="tabular-nums">{position.jobId}</span>
          </Fact>
          <Fact label={texts.posted}>
            <time dateTime={position.datePosted}>{formatDate(position.datePosted)}</time>
          </Fact>
          <Fact label={texts.applyBy}>
            <time dateTime={position.validThrough}>{formatDate(position.validThrough)}</time>
          </Fact>
          {position.baseSalary && (
            <Fact label={texts.payRange}>{formatSalary(position.baseSalary, texts)}</Fact>
          )}
        </dl>
      </PageHero>
      <Container className="py-14 md:py-20">
        <ArrowLink to="/careers#positions-title" back>
          {apply.backLabel}
        </ArrowLink>
        <div className="mt-8 max-w-3xl">
          <section aria-labelledby="about-role">
            <h2 id="about-role" className="text-2xl font-bold text-ink">
              {texts.about}
            </h2>
            {position.description.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-8 text-muted">
                {paragraph}
              </p>
            ))}
            <p className="mt-4 leading-7 text-muted">
              <span className="font-semibold text-ink">{texts.workplace}</span> {location.workplace},{" "}
              {location.streetAddress}, {location.city} {location.postalCode}.
            </p>
          </section>
          <ListSection
            id="responsibilities"
            title={texts.responsibilities}
            items={position.responsibilities}
          />
          <ListSection id="requirements" title={texts.requirements} items={position.requirements} />
          {"preferred" in position && position.preferred?.length ? (
            <ListSection id="preferred" title={texts.preferred} items={position.preferred} />
          ) : null}
        </div>
      </Container>
      <section id="apply" aria-labelledby="apply-title" className="scroll-mt-24 bg-surface py-16 md:py-24">
        <Container>
          <div className="max-w-3xl">
            <h2 id="apply-title" className="text-title font-bold tracking-tight text-ink">
              {fillIn(texts.applyFor, { title: position.title })}
            </h2>
            <p className="mt-4 text-lg leading-8 text-muted">{apply.text}</p>
          </div>
          <div className="mt-10">
            {applyForm ?? (
              <ApplyForm
                labelledBy="apply-title"
                position={{ jobId: position.jobId, title: position.title }}
              />
            )}
          </div>
        </Container>
      </section>
    </>
  );
}

export const route: PageRoute<PositionPageProps> = {
  // The position, its JSON-LD and the apply texts of the careers page.
  props: (page, content) => {
    const position = recordOf<Position>(page, content);
    const { careers } = content;
    return {
      position,
      path: position.path,
      jobPosting: jobPostingJsonLd(content.site, position, content.ui.jobListing),
      hero: { art: careers.hero.art, alt: careers.hero.alt },
      photo: position.photo && content.picture(position.photo),
      apply: careers.positionApply,
      labels: careers.positionLabels,
    };
  },
  meta: positionMeta,
  Component: PositionPage,
  island: ({ position }) => ({
    form: "apply",
    props: { labelledBy: "apply-title", position: { jobId: position.jobId, title: position.title } },
    use: { storedKeys: [storageKeys.draft(`careers:${position.jobId}`)] },
  }),
};
