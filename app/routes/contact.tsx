import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { contactPage } from "~/content/pages";
import { site } from "~/content/site";
import { ContactFormsIsland, preloadContactForms } from "~/components/sections/islands";
import { CONTACT_INFO_ID, MAPS_ID } from "~/features/contact/contact-ids";
import { ContactInfoStrip } from "~/features/contact/contact-info-strip";
import { OfficeMaps } from "~/features/contact/office-maps";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta(contactPage);

// Nothing to load at build time: declared so that React Router runs the clientLoader on
// client-side navigations only, never while the pre-rendered page hydrates.
export const loader = () => null;
/** On a client-side navigation the forms' code comes with the page (no empty form area). */
export const clientLoader = () => preloadContactForms().then(() => null);

/** Spec §2 Contact page: hero, icon rail and forms, success modal, info strip, Visit Us maps. */
export default function ContactRoute() {
  return (
    <>
      <PageHero hero={contactPage.hero} />
      <ContactFormsIsland />
      <PageSection
        id={CONTACT_INFO_ID}
        tabIndex={-1}
        name="contact-info"
        tone="dark"
        title="Get in touch"
        text="Call, write or follow us."
        className="focus:outline-none"
      >
        <ContactInfoStrip />
      </PageSection>
      <PageSection id={MAPS_ID} tabIndex={-1} name="visit" title="Visit Us" className="focus:outline-none">
        <OfficeMaps addresses={site.contact.addresses} />
      </PageSection>
    </>
  );
}
