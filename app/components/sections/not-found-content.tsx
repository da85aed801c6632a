import { ArrowLeft } from "lucide-react";
import { notFoundPage } from "~/content/not-found-page";
import { ButtonLink } from "../ui/button";
import { PageHero } from "./page-hero";

/** The Page Not Found screen: shown by the catch-all route and by 404 errors. */
export function NotFoundContent() {
  return (
    <PageHero
      hero={notFoundPage.hero}
      actions={
        <ButtonLink to="/" variant="light">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {notFoundPage.back}
        </ButtonLink>
      }
    />
  );
}
