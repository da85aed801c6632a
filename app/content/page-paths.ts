/** Every page URL of the spec's route table, derived from the content that routes.ts registers. */
import { consultingSubPages } from "./consulting";
import { industryPages } from "./industries";
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
  "/company",
  "/insights",
  ...articleIndex.map((article) => articlePath(article.slug)),
];

/** Aliases that serve a canonical page (ARCHITECTURE.md §6). */
export const aliasPaths: readonly string[] = ["/itConsulting"];
