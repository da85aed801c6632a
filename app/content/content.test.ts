import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { insightsBlogTarget } from "../../deploy/policy.mjs";
import { MOTIF_NAMES, SCENE_NAMES } from "./art-names";
import { withServiceCount } from "./compile";
import { CAREERS_TABLE_ROWS, HOME_HERO_NARROW_MAX_WIDTH, HOME_STEPS, INSIGHTS_ARTICLES } from "./constants";
import { loadSiteContent } from "./load-content";
import { readContentFiles, recordsOf } from "./content-files";

const { content, pages: sitePages } = loadSiteContent();
const {
  careers,
  company,
  itConsulting,
  home,
  industries: industryPages,
  contact: contactPage,
  insights: insightsPage,
  notFound: notFoundPage,
  positions: positionRecords,
  projectManagement,
  services: servicePages,
  softwareServices,
  staffing,
} = content;
const consultingSubPages = [content.itInfra, content.itAssess, content.itDesign];
const softwareServicesRecord = recordsOf(readContentFiles(process.cwd()).files).softwareServices;

const declaredPaths = new Set(sitePages.map((page) => page.path));

const pages = [
  itConsulting,
  ...consultingSubPages,
  staffing,
  projectManagement,
  softwareServices,
  ...servicePages,
  ...industryPages,
  company,
  careers,
  contactPage,
  insightsPage,
  notFoundPage,
];

/** Every `art` / `href` value anywhere inside a content record. */
function collect(value: unknown, key: string, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => collect(item, key, found));
  else if (value && typeof value === "object") {
    for (const [name, child] of Object.entries(value)) {
      if (name === key && typeof child === "string") found.push(child);
      else collect(child, key, found);
    }
  }
  return found;
}

describe("content", () => {
  it("states the number of software services from their list, in words", () => {
    expect(softwareServices.hero.title).toMatch(/^Seven specialist services/);
    // An eighth service changes the words with the cards.
    expect(withServiceCount(softwareServicesRecord, 8).hero.title).toMatch(/^Eight specialist services/);
    expect(withServiceCount("We run {serviceCount} teams. {serviceCount} of them", 13)).toBe(
      "We run 13 teams. 13 of them",
    );
    expect(withServiceCount("our {serviceCount} services", 3)).toBe("our three services");
  });

  it("has the seven service pages, each complete", () => {
    expect(servicePages.map((page) => page.path)).toEqual([
      "/salesforceServices",
      "/cyberSecurity",
      "/aiAutomation",
      "/networkEngineering",
      "/dataAnalytics",
      "/bigData",
      "/java",
    ]);
    for (const page of servicePages) {
      expect(page.whatWeDo.cards.length, page.path).toBeGreaterThanOrEqual(3);
      for (const card of page.whatWeDo.cards) {
        expect(card.title && card.description && card.href && card.cta && card.art, page.path).toBeTruthy();
      }
      if (page.strategy) expect(page.strategy.steps, page.path).toHaveLength(5);
      expect(page.whyHire.title && page.whyHire.text && page.whyHire.art && page.whyHire.alt).toBeTruthy();
      expect(page.cta.href).toBe("/contactUs");
    }
  });

  it("has the seven industry pages of the spec, in the spec's menu order", () => {
    expect(industryPages.map((page) => page.path)).toEqual([
      "/itTelecommunications",
      "/government",
      "/healthCareAndLifeSciences",
      "/manufacturing",
      "/education",
      "/transportationAndLogistics",
      "/banking",
    ]);
  });

  it("gives the consulting pages 4, 2 and 3 info blocks", () => {
    expect(consultingSubPages.map((page) => [page.path, page.blocks.length])).toEqual([
      ["/it-infra", 4],
      ["/it-assess", 2],
      ["/it-design", 3],
    ]);
    expect(itConsulting.whatWeDo.cards.map((card) => card.href)).toEqual([
      "/it-infra",
      "/it-assess",
      "/it-design",
    ]);
  });

  it("keeps the spec's counts: home steps, careers rows, staffing and project management sets", () => {
    expect(home.steps.map((step) => step.title)).toEqual([
      "Request a Team",
      "Talk with our Professionals",
      "Understand Expectations",
      "Receive Custom Plan",
      "Implement Solution",
    ]);
    expect(home.steps).toHaveLength(HOME_STEPS);
    expect(positionRecords).toHaveLength(CAREERS_TABLE_ROWS);
    expect(careers.life.map((card) => card.title)).toEqual([
      "Growth",
      "Learning",
      "Compensation and Benefits",
      "Professional Development",
      "Work Environment",
    ]);
    expect(staffing.process.steps).toHaveLength(5);
    expect(staffing.services.cards.map((card) => card.href)).toEqual(Array(4).fill("/contactUs"));
    expect(projectManagement.services.cards.map((card) => card.href)).toEqual(Array(4).fill("/contactUs"));
    expect(projectManagement.practices.groups).toHaveLength(5);
    expect(company.values.map((value) => value.title)).toEqual([
      "Integrity",
      "Team Work",
      "Commitment",
      "Diversity",
    ]);
    expect(company.counters.map((counter) => counter.target)).toEqual([50, 10, 100]);
  });

  it("gives every page a title and a 50-160 character description, all unique", () => {
    const titles = pages.map((page) => page.meta.title);
    const descriptions = pages.map((page) => page.meta.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) expect(description.length).toBeLessThanOrEqual(160);
    for (const description of descriptions) expect(description.length).toBeGreaterThanOrEqual(50);
  });

  // Content names art and icons by string-literal unions (ArtName, IconName) the compiler checks;
  // this checks the other side of the contract: every name has its committed file.
  it("has a committed illustration for every art name (scenes also in the phone size)", () => {
    const files = [
      ...SCENE_NAMES.flatMap((name) => [`${name}.svg`, `${name}-sm.svg`]),
      ...MOTIF_NAMES.map((name) => `${name}.svg`),
    ];
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => !existsSync(new URL(`../../public/art/${file}`, import.meta.url)))).toEqual(
      [],
    );
  });

  it("draws every page with a page component that exists", () => {
    const routes = new URL("../routes/", import.meta.url);
    const missing = sitePages.filter((page) => !existsSync(new URL(`${page.template}.tsx`, routes)));
    expect(missing.map((page) => `${page.path}: app/routes/${page.template}.tsx`)).toEqual([]);
  });

  it("links cards only to declared routes", () => {
    const hrefs = [...pages, home].flatMap((page) => collect(page, "href"));
    expect(hrefs.filter((href) => !declaredPaths.has(href.split("#")[0]!))).toEqual([]);
  });
});

describe("insights articles", () => {
  it("have the six section values of the spec", () => {
    expect(content.articles).toHaveLength(INSIGHTS_ARTICLES);
    expect(content.articles.map((article) => article.section)).toContain(
      "empoweringSmallBusinesses:UnleashingThePotentialOfSalesforceCRM",
    );
  });

  it("map a legacy section to its clean URL, a missing one to marketing, an unknown one to null", () => {
    expect(insightsBlogTarget("flowBuilder")).toBe("/insights/flow-builder");
    expect(insightsBlogTarget(null)).toBe("/insights/marketing");
    expect(insightsBlogTarget("")).toBe("/insights/marketing");
    expect(insightsBlogTarget("../etc")).toBeNull();
  });
});

describe("constants shared with CSS", () => {
  it("the narrow breakpoint of app.css starts right above HOME_HERO_NARROW_MAX_WIDTH", () => {
    const css = readFileSync(new URL("../styles/app.css", import.meta.url), "utf8");
    const rem = Number(/--breakpoint-narrow:\s*([\d.]+)rem;/.exec(css)?.[1]);
    expect(rem * 16).toBe(HOME_HERO_NARROW_MAX_WIDTH + 1);
  });
});
