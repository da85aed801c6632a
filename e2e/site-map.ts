/** Every URL of the spec's route table, derived from the same content the routes come from. */
import { consultingSubPages } from "../app/content/consulting";
import { industryPages } from "../app/content/industries";
import sections from "../app/content/insights/sections.json" with { type: "json" };
import { servicePages } from "../app/content/services";

export const articlePaths = sections.map((article) => `/insights/${article.slug}`);

export const pagePaths = [
  "/",
  "/it-consulting",
  "/itConsulting",
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
  ...articlePaths,
];

/** One route of each page template, for the slower audits. */
export const templateSamples = [
  "/",
  "/it-consulting",
  "/it-infra",
  "/staffingSolutions",
  "/projectManagement",
  "/softwareServices",
  "/cyberSecurity",
  "/banking",
  "/contactUs",
  "/careers",
  "/company",
  "/insights",
  "/insights/flow-builder",
];
