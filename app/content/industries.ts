/**
 * The seven industry pages: hero, sector description, typical challenges and the
 * "How can we help" cards, which link only to the site's service pages. The text lives in
 * content/industries/*.yml, one file per page, checked against `industrySchema` (./schema.ts) by
 * scripts/content.mjs and edited in the CMS at /admin.
 */
import records from "./generated/industries.json" with { type: "json" };
import type { IndustryRecord } from "./schema";

export type IndustryPage = IndustryRecord;

export const industryPages = records as IndustryPage[];

/** The industry page served at `path` (e.g. "/banking"); throws for an unknown path. */
export function getIndustryPage(path: string): IndustryPage {
  const page = industryPages.find((candidate) => candidate.path === path);
  if (!page) {
    throw new Error(`Unknown industry page: ${path}`);
  }
  return page;
}
