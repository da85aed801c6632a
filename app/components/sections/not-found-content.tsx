import { ArrowLeft } from "lucide-react";
import { notFoundPage } from "~/content/not-found-page";
import type { NotFoundRecord } from "~/content/schema";
import { ButtonLink } from "../ui/button";
import { PageHero } from "./page-hero";

/**
 * The Page Not Found screen: shown by the catch-all route and by 404 errors, and by the editor's
 * preview with the entry being edited.
 */
export function NotFoundContent({ page = notFoundPage }: { page?: NotFoundRecord }) {
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
