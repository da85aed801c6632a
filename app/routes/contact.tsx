import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import type { ContactRecord } from "~/content/schema";
import { site } from "~/content/site";
import { ContactArea } from "~/features/contact/contact-area";
import type { ReactNode } from "react";
import { CONTACT_INFO_ID, MAPS_ID } from "~/features/contact/contact-ids";
import { ContactInfoStrip } from "~/features/contact/contact-info-strip";
import { OfficeMaps } from "~/features/contact/office-maps";
import { contactPage } from "~/content/contact-page";
import { HANDOFF_EVENT } from "~/lib/chat-handoff";
import { pageMeta } from "~/routes/page-meta";
import type { PageRoute } from "~/routes/page-route";
import { storageKeys } from "~/lib/storage";

/** The page drawn from its record: the route's, or the editor's preview of the entry being edited. */
export function ContactPage({
  page: contactPage,
  forms,
}: {
  page: ContactRecord;
  /** The form area as an island (an Astro slot); the static form area without it. */
  forms?: ReactNode;
}) {
  return (
    <>
      <PageHero hero={contactPage.hero} />
      {forms ?? <ContactArea />}
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

export const route: PageRoute<{ page: typeof contactPage }> = {
  load: () => ({ page: contactPage }),
  meta: pageMeta,
  Component: ContactPage,
  island: () => ({
    form: "contact",
    use: {
      // A draft, the chosen form or the chat's hand-off in this tab: the form starts as left.
      storedKeys: [
        storageKeys.draft("contact"),
        storageKeys.draft("write"),
        storageKeys.contactSelected,
        storageKeys.chatHandoff,
      ],
      wakeOn: HANDOFF_EVENT,
    },
  }),
};
