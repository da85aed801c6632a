import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { legalLinks } from "~/content/legal-links";
import type { SiteNavigation } from "~/content/navigation";
import { site as siteSettings, type Site } from "~/content/site";
import { Container } from "../ui/container";
import { Logo } from "./logo";
import { SocialLinks } from "./social-links";
import { Eyebrow } from "../ui/eyebrow";
import { shellTexts } from "~/content/ui";

/**
 * Spec §2 Footer: every service link, contact details, social links, copyright. The phone is a
 * `tel:` link (a tap on a phone calls), the rest is text. Drawn from the settings and the link
 * columns (app/content/navigation.ts): the site's, or the editor's preview of the settings being
 * edited (`site`). `legal` is one more control beside the legal links (the layout's Cookie
 * settings button, in a build whose analytics asks for consent).
 */
export function SiteFooter({
  columns,
  site = siteSettings,
  legal,
}: {
  columns: SiteNavigation["footer"];
  site?: Site;
  legal?: ReactNode;
}) {
  return (
    <footer className="on-dark bg-ink text-slate-300">
      <Container className="grid gap-12 py-16 lg:grid-cols-[1.2fr_2.8fr]">
        <div>
          <Logo variant="light" brand={site} />
          <p className="mt-5 max-w-xs leading-7">
            {site.foundedYears} {site.footer.about}
          </p>
          <address className="mt-6 space-y-3 not-italic">
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-1 size-4 shrink-0 text-mint" />
              <a href={site.contact.tel} className="hover:text-white hover:underline">
                {site.contact.phone}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-1 size-4 shrink-0 text-mint" />
              <span>
                {site.contact.emails.general}
                <br />
                {site.contact.emails.careers}
              </span>
            </p>
            {site.contact.addresses.map((address) => (
              <p key={address.label} className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-mint" />
                <span>{address.lines.join(", ")}</span>
              </p>
            ))}
          </address>
          <SocialLinks
            site={site}
            className="mt-6 -ml-3"
            linkClassName="text-slate-200 hover:bg-white/10 hover:text-white"
          />
        </div>
        <nav aria-label={shellTexts.footerNav} className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {columns.map((column) => (
            <div key={column.title}>
              <Eyebrow as="h2" className="text-white">
                {column.title}
              </Eyebrow>
              <ul className="mt-4 space-y-1">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className="inline-block py-1.5 hover:text-white hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-sm sm:flex-row sm:justify-between">
          <p>
            © {site.copyrightYear} {site.name}. {site.footer.rights}
          </p>
          <ul aria-label={shellTexts.legalNav} className="flex flex-wrap gap-x-6 gap-y-1">
            {[
              { href: legalLinks.privacy.href, label: shellTexts.privacyPolicy },
              { href: legalLinks.accessibility.href, label: shellTexts.accessibility },
            ].map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
            {legal && <li>{legal}</li>}
          </ul>
          <p>{site.tagline}</p>
        </Container>
      </div>
    </footer>
  );
}
