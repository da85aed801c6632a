import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { contactPage } from "~/content/contact-page";
import type { ContactRecord } from "~/content/schema";
import { site } from "~/content/site";
import { DeferredContactForms } from "~/components/sections/deferred-parts";
import { CONTACT_INFO_ID, MAPS_ID } from "~/features/contact/contact-ids";
import { ContactInfoStrip } from "~/features/contact/contact-info-strip";
import { OfficeMaps } from "~/features/contact/office-maps";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta(contactPage);

/** Spec §2 Contact page: hero, icon rail and forms, success modal, info strip, Visit Us maps. */
export default function ContactRoute() {
  return <ContactPage page={contactPage} />;
}

/** The page drawn from its record: the route's, or the editor's preview of the entry being edited. */
export function ContactPage({ page: contactPage }: { page: ContactRecord }) {
  return (
    <>
      <PageHero hero={contactPage.hero} />
      <DeferredContactForms />
      <PageSection
        id={CONTACT_INFO_ID}
        tabIndex={-1}
        name="contact-info"
        tone="dark"
        title={contactPage.details.title}
        text={contactPage.details.text}
        className="focus:outline-none"
      >
        <ContactInfoStrip />
      </PageSection>
      <PageSection
        id={MAPS_ID}
        tabIndex={-1}
        name="visit"
        title={contactPage.offices.title}
        className="focus:outline-none"
      >
        <OfficeMaps addresses={site.contact.addresses} />
      </PageSection>
    </>
  );
}
