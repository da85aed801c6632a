import { ArrowLeft } from "lucide-react";
import { PageHero } from "~/components/sections/page-hero";
import { ButtonLink } from "~/components/ui/button";
import type { NotFoundRecord } from "~/content/schema";
import { buildMeta } from "./seo";
import { recordOf, type PageRoute } from "./page-route";

/**
 * The Page Not Found screen (app/pages/404.astro, sent for every unknown address), and the editor's
 * preview of the entry being edited.
 */
export function NotFoundPage({ page }: { page: NotFoundRecord }) {
  return (
    <PageHero
      hero={page.hero}
      actions={
        <ButtonLink to="/" variant="light">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {page.back}
        </ButtonLink>
      }
    />
  );
}

export const route: PageRoute<{ page: NotFoundRecord & { path: string } }> = {
  props: (page, content) => ({ page: recordOf(page, content) }),
  // Sent at any address: no URL of its own, never indexed.
  meta: ({ page }, site) => buildMeta(site, { ...page.meta, path: page.path, noindex: true }),
  Component: NotFoundPage,
};
