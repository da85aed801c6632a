import { Mail, MapPin, Phone } from "lucide-react";
import { PageHero } from "~/components/sections/page-hero";
import { PageSection } from "~/components/sections/page-section";
import { SocialLinks } from "~/components/layout/social-links";
import { contactPage } from "~/content/pages";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta(contactPage);

export default function ContactRoute() {
  return (
    <>
      <PageHero hero={contactPage.hero} />
      <PageSection id="contactContainer" name="contact-info" title="Get in touch" text="Call, write or follow us.">
        <ul className="grid gap-6 md:grid-cols-3">
          <li className="rounded-card border border-line p-7 shadow-card">
            <Mail aria-hidden="true" className="size-7 text-brand" />
            <h3 className="mt-4 text-lg font-bold">Email</h3>
            <p className="mt-2">
              <a href={`mailto:${site.contact.emails.general}`} className="text-brand underline">
                {site.contact.emails.general}
              </a>
            </p>
            <p>
              <a href={`mailto:${site.contact.emails.careers}`} className="text-brand underline">
                {site.contact.emails.careers}
              </a>
            </p>
          </li>
          <li className="rounded-card border border-line p-7 shadow-card">
            <Phone aria-hidden="true" className="size-7 text-brand" />
            <h3 className="mt-4 text-lg font-bold">Phone</h3>
            <p className="mt-2">
              <a href={`tel:${site.contact.phone.replace(/[^+\d]/g, "")}`} className="text-brand underline">
                {site.contact.phone}
              </a>
            </p>
          </li>
          <li className="rounded-card border border-line p-7 shadow-card">
            <h3 className="text-lg font-bold">Follow us</h3>
            <SocialLinks className="mt-3 -ml-3" linkClassName="text-navy hover:bg-brand-50" />
          </li>
        </ul>
      </PageSection>
      <PageSection id="mapContainer" name="visit" tone="tinted" title="Visit Us">
        <ul className="grid gap-6 md:grid-cols-2">
          {site.contact.addresses.map((address) => (
            <li key={address.label} className="rounded-card border border-line bg-white p-7 shadow-card">
              <MapPin aria-hidden="true" className="size-7 text-brand" />
              <h3 className="mt-4 text-lg font-bold">{address.label}</h3>
              <address className="mt-2 not-italic leading-7 text-muted">
                {address.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
