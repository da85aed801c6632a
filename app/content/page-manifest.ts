/**
 * The one list of the site's addresses, in route order: each page of the spec's route table and
 * each page a content record makes (services, industries, open positions, articles, consulting
 * topics, legal pages), its aliases and the build's resource routes, with the route module that
 * renders it. scripts/content.mjs evaluates it once per compile (against the records it has just
 * checked) and writes app/content/generated/manifest.json, which the page list (./page-paths.ts),
 * the build's pages (app/pages/[...page].astro renders each page and alias with the `route` of its
 * `file`) and the link checks read.
 */
import { consultingSubPages } from "./consulting";
import { industryPages } from "./industries";
import { articleIndex, articlePath } from "./insights/index";
import { legalLinks } from "./legal-links";
import { openPositions, positionPath } from "./positions";
import { servicePages } from "./services";

export interface ManifestEntry {
  path: string;
  /**
   * The module that answers it, relative to app/: a page's or alias's is in app/routes and exports
   * `route`; a resource's is its Astro endpoint in app/pages.
   */
  file: string;
  /** The route id, when one module renders several addresses. */
  id?: string;
  /** page: a canonical page (sitemap, search, link target); alias: serves a page; resource: no page. */
  kind: "page" | "alias" | "resource";
}

/** One route module registered once per content record, under a stable id. */
const fromContent = (file: string, paths: readonly string[]): ManifestEntry[] =>
  paths.map((path) => ({ path, file, id: `${file}:${path}`, kind: "page" }));

const page = (path: string, file: string): ManifestEntry => ({ path, file, kind: "page" });

export function pageManifest(): ManifestEntry[] {
  return [
    page("/", "routes/home.tsx"),
    page("/it-consulting", "routes/it-consulting.tsx"),
    {
      path: "/itConsulting",
      file: "routes/it-consulting.tsx",
      id: "routes/it-consulting.tsx:alias",
      kind: "alias",
    },
    ...fromContent(
      "routes/consulting-topic.tsx",
      consultingSubPages.map((entry) => entry.path),
    ),
    page("/staffingSolutions", "routes/staffing.tsx"),
    page("/projectManagement", "routes/project-management.tsx"),
    page("/softwareServices", "routes/software-services.tsx"),
    ...fromContent(
      "routes/service.tsx",
      servicePages.map((entry) => entry.path),
    ),
    ...fromContent(
      "routes/industry.tsx",
      industryPages.map((entry) => entry.path),
    ),
    page("/contactUs", "routes/contact.tsx"),
    page("/careers", "routes/careers.tsx"),
    // One page per position open on the day of the build (closed ones get no page).
    ...fromContent("routes/position.tsx", openPositions().map(positionPath)),
    page("/company", "routes/company.tsx"),
    page("/insights", "routes/insights.tsx"),
    { path: "/insights/rss.xml", file: "pages/insights/rss.xml.ts", kind: "resource" },
    { path: "/favicon.svg", file: "pages/favicon.svg.ts", kind: "resource" },
    { path: "/site.webmanifest", file: "pages/site.webmanifest.ts", kind: "resource" },
    ...fromContent(
      "routes/article.tsx",
      articleIndex.map((article) => articlePath(article.slug)),
    ),
    ...fromContent(
      "routes/legal.tsx",
      Object.values(legalLinks).map((link) => link.href),
    ),
  ];
}
