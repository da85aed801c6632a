import { BriefcaseBusiness, ExternalLink } from "lucide-react";
import { Link } from "~/components/ui/link";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { ArtImage } from "~/components/ui/art-image";
import { buttonClasses } from "~/components/ui/button";
import { EmbedFacade } from "~/components/ui/embed-facade";
import { Icon } from "~/components/ui/icon";
import { positionRows } from "~/content/positions";
import type { Compiled } from "~/content/compile";
import type { CareersRecord } from "~/content/schema";
import { site } from "~/content/site";
import { ApplyForm } from "~/features/careers/apply-form";
import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { fillIn } from "~/content/fill-in";
import { pageMeta, type PageRoute } from "./page-route";
import { storageKeys } from "~/lib/storage";

/** The page drawn from its record: the route's, or the editor's preview of the entry being edited. */
export function CareersPage({
  page: careers,
  positions,
  applyForm,
}: {
  page: CareersRecord;
  positions: ReturnType<typeof positionRows>;
  /** The "Job not listed" form as an island (an Astro slot); the static form without it. */
  applyForm?: ReactNode;
}) {
  return (
    <>
      <PageHero
        hero={careers.hero}
        actions={
          <a href={site.external.careersSite} className={buttonClasses("light")}>
            {careers.externalSite.label}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        }
      />
      <PageSection
        name="perks"
        title={careers.perksIntro.title}
        text={careers.perksIntro.text}
        align="center"
      >
        <ul className="grid grid-cols-2 gap-6 md:grid-cols-3 lg:grid-cols-6">
          {careers.perks.map((perk) => (
            <li key={perk.title} className="flex flex-col items-center gap-3 text-center">
              <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand">
                <Icon name={perk.icon} className="size-8" />
              </span>
              <span className="font-semibold">{perk.title}</span>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection name="life" tone="tinted" title={careers.lifeIntro.title} text={careers.lifeIntro.text}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {careers.life.map((card) => (
            <Card as="li" key={card.title} className="flex flex-col p-7">
              <ArtImage art={card.art} alt="" sizeClassName="size-20" className="rounded-xl" />
              <h3 className="mt-5 text-xl font-bold">{card.title}</h3>
              <p className="mt-3 leading-7 text-muted">{card.description}</p>
              <ul className="mt-4 list-disc space-y-1 pl-5 text-muted">
                {card.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
      </PageSection>
      <PageSection name="positions" title={careers.positionsIntro.title} text={careers.positionsIntro.text}>
        {positions.length === 0 && <p className="text-lg leading-8 text-muted">{careers.noOpenPositions}</p>}
        <div
          hidden={positions.length === 0}
          className="overflow-x-auto rounded-card border border-line shadow-card"
        >
          <table className="w-full text-left text-sm sm:text-base">
            <caption className="sr-only">{careers.labels.table}</caption>
            <thead className="on-dark bg-navy text-white">
              <tr>
                {(["number", "department", "jobId", "location"] as const).map((column) => (
                  <th key={column} scope="col" className="px-2 py-3 font-semibold sm:px-6">
                    {careers.labels[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line bg-white">
              {positions.map((position, index) => (
                <tr key={position.jobId}>
                  <td className="px-2 py-4 text-muted sm:px-6">{index + 1}</td>
                  {/* A row is a department's opening; the role's title under it names the page it leads to.
                      The space keeps the two words apart for search and screen readers. */}
                  <th scope="row" className="px-2 py-4 font-semibold sm:px-6">
                    <Link
                      to={position.href}
                      className="group block text-brand underline-offset-4 hover:text-navy"
                    >
                      <span className="group-hover:underline">{position.department}</span>{" "}
                      <span className="block text-sm font-normal text-muted">{position.title}</span>
                    </Link>
                  </th>
                  <td className="px-2 py-4 tabular-nums sm:px-6 sm:whitespace-nowrap">
                    <JobId jobId={position.jobId} />
                  </td>
                  <td className="px-2 py-4 sm:px-6">{position.location}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PageSection>
      <PageSection
        name="all-openings"
        tone="tinted"
        title={careers.externalSite.title}
        text={careers.externalSite.text}
      >
        <Card className="overflow-hidden">
          <EmbedFacade
            className="aspect-[4/3] sm:aspect-[16/9]"
            src={site.external.careersSite}
            title={careers.labels.externalTitle}
            placeholder={
              <ArtImage
                art="career"
                alt=""
                sizeClassName="size-full"
                className="absolute inset-0 object-cover opacity-60"
              />
            }
            action={
              <>
                <BriefcaseBusiness aria-hidden="true" className="size-5 text-brand" />
                {careers.labels.showExternal}
              </>
            }
            note={fillIn(careers.labels.externalNote, { host: new URL(site.external.careersSite).host })}
          />
          <p className="flex flex-wrap items-center justify-between gap-3 border-t border-line p-5">
            <span className="text-muted">{careers.labels.preferFullWindow}</span>
            <a
              href={site.external.careersSite}
              className="inline-flex items-center gap-2 font-semibold text-brand hover:underline"
            >
              {careers.externalSite.label}
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </p>
        </Card>
      </PageSection>
      <PageSection name="job-not-listed" title={careers.jobNotListed.title} text={careers.jobNotListed.text}>
        {applyForm ?? <ApplyForm labelledBy="job-not-listed-title" />}
      </PageSection>
    </>
  );
}

export const route: PageRoute<{ page: Compiled<"careers">; positions: ReturnType<typeof positionRows> }> = {
  // The positions open on the day of the build (the same ones that get a page).
  props: (_page, content) => ({ page: content.careers, positions: positionRows(content.openPositions) }),
  meta: pageMeta,
  Component: CareersPage,
  island: () => ({
    form: "apply",
    props: { labelledBy: "job-not-listed-title" },
    use: { storedKeys: [storageKeys.draft("careers")] },
  }),
};

/** A job ID breaks after its prefix and nowhere else, so that four columns fit a phone. */
function JobId({ jobId }: { jobId: string }) {
  const cut = jobId.indexOf("-") + 1;
  return (
    <>
      {jobId.slice(0, cut)}
      <span className="whitespace-nowrap">{jobId.slice(cut)}</span>
    </>
  );
}
