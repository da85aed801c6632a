import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import type { ContactRecord } from "~/content/schema";
import type { Site } from "~/content/site";
import { ContactArea } from "~/features/contact/contact-area";
import type { ReactNode } from "react";
import { CONTACT_INFO_ID, MAPS_ID } from "~/features/contact/contact-ids";
import { ContactInfoStrip } from "~/features/contact/contact-info-strip";
import { OfficeMaps } from "~/features/contact/office-maps";
import { HANDOFF_EVENT } from "~/lib/chat-handoff";
import { pageMeta, recordOf, type PageRoute } from "./page-route";
import { storageKeys } from "~/lib/storage";

/** The page drawn from its record: the route's, or the editor's preview of the entry being edited. */
export function ContactPage({
  page: contactPage,
  site,
  forms,
}: {
  page: ContactRecord;
  /** The settings: the build's, or the editor's preview of them. */
  site: Site;
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
        <ContactInfoStrip site={site} texts={contactPage.labels} />
      </PageSection>
      <PageSection
        id={MAPS_ID}
        tabIndex={-1}
        name="visit"
        title={contactPage.offices.title}
        className="focus:outline-none"
      >
        <OfficeMaps addresses={site.contact.addresses} labels={contactPage.labels} />
      </PageSection>
    </>
  );
}

export const route: PageRoute<{ page: ContactRecord & { path: string }; site: Site }> = {
  props: (page, content) => ({ page: recordOf(page, content), site: content.site }),
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
