import { describe, expect, it } from "vitest";
import { loadSiteContent } from "./load-content";
import { siteNavigation, type NavLink } from "./navigation";

const { content } = loadSiteContent();
const {
  careers,
  company,
  itConsulting,
  industries: industryPages,
  contact: contactPage,
  insights: insightsPage,
  projectManagement,
  services: servicePages,
  softwareServices,
  staffing,
} = content;

const navigation = siteNavigation(content, content.site);
const menu = (label: string): NavLink[] => {
  const entry = navigation.main.find((item) => item.label === label);
  if (!entry || !("links" in entry)) throw new Error(`no ${label} menu`);
  return entry.links;
};
const column = (title: string) => navigation.footer.find((item) => item.title === title)?.links ?? [];
const hrefs = (links: NavLink[]) => links.map((link) => link.href);

describe("site navigation", () => {
  it("lists the header entries in the order of spec §2 Header", () => {
    expect(navigation.main.map((entry) => entry.label)).toEqual([
      "Company",
      "Services",
      "Industries",
      "Careers",
      "Insights",
      "Contact",
    ]);
  });

  // The spec's order of the menu is asserted in the browser (e2e/shell.spec.ts).
  it("puts every industry page in the header menu and the footer once", () => {
    expect(hrefs(menu("Industries")).toSorted()).toEqual(industryPages.map((page) => page.path).toSorted());
    expect(column("Industries")).toEqual(menu("Industries"));
  });

  it("puts every software service page in the footer under its record's name", () => {
    expect(column("Software")).toEqual(servicePages.map((page) => ({ label: page.name, href: page.path })));
  });

  it("links the four service overviews and the company pages", () => {
    const overviews = [itConsulting, staffing, projectManagement, softwareServices].map((page) => page.path);
    expect(hrefs(menu("Services"))).toEqual(overviews);
    expect(column("Services")).toEqual(menu("Services"));
    expect(hrefs(column("Company"))).toEqual(
      expect.arrayContaining([company.path, insightsPage.path, careers.path, contactPage.path]),
    );
  });
});
