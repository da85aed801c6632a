/**
 * The careers page: perks, "Life" cards, the texts around the open positions table (its rows are
 * content/positions/), the "Job not listed" section, the link to the external careers site (its URL
 * is in the settings) and each job page's Apply section. The words are content/pages/careers.yml
 * (edited in the CMS under Pages, checked by scripts/content.mjs).
 */
import record from "./generated/careers.json" with { type: "json" };
import type { CareersRecord } from "./schema";
import { fillPlaceholders } from "./site";

export const careers = { path: "/careers", ...fillPlaceholders(record as CareersRecord) } as const;
