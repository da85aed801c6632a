import { ArrowRight } from "lucide-react";
import type { CSSProperties } from "react";
import { Link } from "~/components/ui/link";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { ArtImage } from "~/components/ui/art-image";
import { CIRCULAR_LAYOUT_ITEMS } from "~/content/constants";
import { cn } from "~/lib/cn";
import type { SoftwareServicesRecord } from "~/content/schema";
import { cardClasses } from "~/components/ui/card";
import type { SiteContent } from "~/content/compile";
import { pageMeta, recordOf, type PageRoute } from "./page-route";

/** Only the fields the orbit shows. */
export const serviceSummaries = (services: SiteContent["services"]) =>
  services.map(({ path, name, summary, icon }) => ({ path, name, summary, icon }));

/** The page drawn from its record: the site's, or the editor's preview of the entry being edited. */
export function SoftwareServicesPage({
  page,
  services,
}: {
  page: SoftwareServicesRecord;
  services: ReturnType<typeof serviceSummaries>;
}) {
  return (
    <>
      <PageHero hero={page.hero} />
      <PageSection name="services" title={page.intro.title} text={page.intro.text}>
        {/* The circle holds CIRCULAR_LAYOUT_ITEMS cards side by side; more keep the grid. */}
        <div
          className={cn("orbit", services.length <= CIRCULAR_LAYOUT_ITEMS && "orbit-circle")}
          data-testid="services-orbit"
        >
          <div
            aria-hidden="true"
            data-pagefind-ignore
            className="on-dark orbit-hub size-56 flex-col items-center justify-center rounded-full bg-linear-to-br from-brand to-navy text-center text-white shadow-lift"
          >
            <span className="text-6xl font-extrabold">{services.length}</span>
            <span className="mt-1 font-semibold">{page.labels.specialistServices}</span>
          </div>
          <ul className="contents">
            {services.map((service, index) => (
              <li
                key={service.path}
                className="orbit-item"
                style={{ "--i": index, "--n": services.length } as CSSProperties}
              >
                <Link
                  to={service.path}
                  className={cardClasses({ interactive: true }, "group flex h-full items-start gap-4 p-5")}
                >
                  <ArtImage
                    art={service.icon}
                    alt=""
                    sizeClassName="size-16"
                    className="shrink-0 rounded-xl"
                  />
                  <span>
                    <span className="flex items-center gap-2 text-lg font-bold text-ink group-hover:text-brand">
                      {service.name}
                      <ArrowRight
                        aria-hidden="true"
                        className="size-4 transition-transform group-hover:translate-x-1"
                      />
                    </span>{" "}
                    <span className="orbit-summary mt-2 leading-7 text-muted">{service.summary}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </PageSection>
      <CtaBand cta={page.cta} />
    </>
  );
}

export const route: PageRoute<{
  page: SoftwareServicesRecord & { path: string };
  services: ReturnType<typeof serviceSummaries>;
}> = {
  props: (page, content) => ({ page: recordOf(page, content), services: serviceSummaries(content.services) }),
  meta: pageMeta,
  Component: SoftwareServicesPage,
};
