/**
 * The header, mobile menu and footer link sets (spec §2 Header and Footer), derived from the
 * content (a service or industry an owner adds appears in its menus) and the settings
 * (content/settings.yml: labels, the Services menu and the footer's Company column). Built at build
 * time (app/layouts/page.astro); only the links reach the pages.
 */
import type { SiteContent } from "./compile";
import type { Site } from "./site";

export interface NavLink {
  label: string;
  href: string;
}

/** A header entry: a link (`external` for another site) or a menu of links. */
export type MenuEntry = (NavLink & { external?: boolean }) | { label: string; links: NavLink[] };

export interface SiteNavigation {
  /** Header and mobile menu, in spec order. */
  main: MenuEntry[];
  /** Footer columns. */
  footer: { title: string; links: NavLink[] }[];
}

/**
 * Builds every link set from the content and the labels of content/settings.yml (`settings`: the
 * site's, or the editor's preview of the settings being edited).
 */
export function siteNavigation(
  content: Pick<SiteContent, "services" | "industries" | "company" | "insights" | "contact">,
  settings: Pick<Site, "navigation" | "external">,
): SiteNavigation {
  const { services: servicePages, industries: industryPages, company: companyPage } = content;
  const { header, services, footer, company } = settings.navigation;
  const servicesMenu: NavLink[] = services.map(({ label, href }) => ({ label, href }));
  // The records come in menu order (their `order` field) with their menu name.
  const industries = industryPages.map((page) => ({ label: page.name, href: page.path }));
  return {
    main: [
      { label: header.company, href: companyPage.path },
      { label: header.services, links: servicesMenu },
      { label: header.industries, links: industries },
      { label: header.careers, href: settings.external.careersSite, external: true },
      { label: header.insights, href: content.insights.path },
      { label: header.contact, href: content.contact.path },
    ],
    footer: [
      { title: footer.services, links: servicesMenu },
      { title: footer.software, links: servicePages.map((page) => ({ label: page.name, href: page.path })) },
      { title: footer.industries, links: industries },
      { title: footer.company, links: company.map(({ label, href }) => ({ label, href })) },
    ],
  };
}
