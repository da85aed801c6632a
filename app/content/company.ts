/**
 * The company page: who we are, the animated counters, core values, vision and mission, the
 * partners section and the closing call to action. The words are content/pages/company.yml
 * (edited in the CMS under Pages, checked by scripts/content.mjs).
 */
import record from "./generated/company.json" with { type: "json" };
import type { CompanyRecord } from "./schema";
import { fillPlaceholders } from "./site";

export const company = { path: "/company", ...fillPlaceholders(record as CompanyRecord) } as const;
