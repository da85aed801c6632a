/** Every page URL of the spec's route table, derived from the content that routes.ts registers. */
import { consultingSubPages } from "./consulting";
import { industryPages } from "./industries";
import { legalLinks } from "./legal-links";
import { openPositions, positionPath } from "./positions";
import { articleIndex, articlePath } from "./insights/index";
import { servicePages } from "./services";

/** The canonical pages (no alias, no legacy URL), in menu order. */
export const canonicalPagePaths: readonly string[] = [
  "/",
  "/it-consulting",
  ...consultingSubPages.map((page) => page.path),
  "/staffingSolutions",
  "/projectManagement",
  "/softwareServices",
  ...servicePages.map((page) => page.path),
  ...industryPages.map((page) => page.path),
  "/contactUs",
  "/careers",
  ...openPositions().map(positionPath),
  "/company",
  "/insights",
  ...articleIndex.map((article) => articlePath(article.slug)),
  ...Object.values(legalLinks).map((link) => link.href),
];

/** Aliases that serve a canonical page (ARCHITECTURE.md §6). */
export const aliasPaths: readonly string[] = ["/itConsulting"];
