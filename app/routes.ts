import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { consultingSubPages } from "./content/consulting";
import { industryPages } from "./content/industries";
import { legalLinks } from "./content/legal-links";
import { openPositions, positionPath } from "./content/positions";
import { articleIndex, articlePath } from "./content/insights/index";
import { servicePages } from "./content/services";

/** Registers one route module once per content record, under a stable id. */
function fromContent(file: string, paths: readonly string[]) {
  return paths.map((path) => route(path.slice(1), file, { id: `${file}:${path}` }));
}

export default [
  index("routes/home.tsx"),
  route("it-consulting", "routes/it-consulting.tsx"),
  route("itConsulting", "routes/it-consulting.tsx", { id: "routes/it-consulting.tsx:alias" }),
  ...fromContent(
    "routes/consulting-topic.tsx",
    consultingSubPages.map((page) => page.path),
  ),
  route("staffingSolutions", "routes/staffing.tsx"),
  route("projectManagement", "routes/project-management.tsx"),
  route("softwareServices", "routes/software-services.tsx"),
  ...fromContent(
    "routes/service.tsx",
    servicePages.map((page) => page.path),
  ),
  ...fromContent(
    "routes/industry.tsx",
    industryPages.map((page) => page.path),
  ),
  route("contactUs", "routes/contact.tsx"),
  route("careers", "routes/careers.tsx"),
  // One page per position open on the day of the build (closed ones get no page).
  ...fromContent("routes/position.tsx", openPositions().map(positionPath)),
  route("company", "routes/company.tsx"),
  route("insights", "routes/insights.tsx"),
  route("insights/rss.xml", "routes/rss.ts"),
  route("favicon.svg", "routes/favicon.ts"),
  route("site.webmanifest", "routes/manifest.ts"),
  ...fromContent(
    "routes/article.tsx",
    articleIndex.map((article) => articlePath(article.slug)),
  ),
  ...fromContent(
    "routes/legal.tsx",
    Object.values(legalLinks).map((link) => link.href),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
