/**
 * The insights page (/insights) and the call to action under every article: content/pages/insights.yml.
 * Edited in the CMS under Pages, checked by scripts/content.mjs; a module of its own, so that
 * only the pages that show it carry it.
 */
import record from "./generated/insights.json" with { type: "json" };
import type { InsightsRecord } from "./schema";
import { fillPlaceholders } from "./site";

export const insightsPage = { path: "/insights", ...fillPlaceholders(record as InsightsRecord) } as const;
