/**
 * The header, mobile menu and footer link sets (spec §2 Header and Footer), derived from the
 * content records: a page record added to `servicePages` or `industryPages` appears in its menus.
 * The records are large, so this runs at build time only (the root route's loader) and only the
 * links reach the browser.
 */
import { careers } from "./careers";
import { company } from "./company";
import { itConsulting } from "./consulting";
import { industryPages } from "./industries";
import { contactPage, insightsPage } from "./pages";
import { projectManagement } from "./project-management";
import { servicePages } from "./services";
import { site } from "./site";
import { softwareServices } from "./software-services";
import { staffing } from "./staffing";

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

/** Builds every link set from the records. */
export function siteNavigation(): SiteNavigation {
  const servicesMenu: NavLink[] = [
    { label: "IT Consulting", href: itConsulting.path },
    { label: "Staffing Solutions", href: staffing.path },
    { label: "Project Management", href: projectManagement.path },
    { label: "Software Services", href: softwareServices.path },
  ];
  // The records come in menu order (their `order` field) with their menu name.
  const industries = industryPages.map((page) => ({ label: page.name, href: page.path }));
  return {
    main: [
      { label: "Company", href: company.path },
      { label: "Services", links: servicesMenu },
      { label: "Industries", links: industries },
      { label: "Careers", href: site.external.careersSite, external: true },
      { label: "Insights", href: insightsPage.path },
      { label: "Contact", href: contactPage.path },
    ],
    footer: [
      { title: "Services", links: servicesMenu },
      { title: "Software", links: servicePages.map((page) => ({ label: page.name, href: page.path })) },
      { title: "Industries", links: industries },
      {
        title: "Company",
        links: [
          { label: "About us", href: company.path },
          { label: "Insights", href: insightsPage.path },
          { label: "Careers", href: careers.path },
          { label: "Contact us", href: contactPage.path },
          // The contact page's section ids (features/contact/contact-area.tsx).
          { label: "Contact information", href: `${contactPage.path}#contactContainer` },
          { label: "Find our offices", href: `${contactPage.path}#mapContainer` },
        ],
      },
    ],
  };
}
