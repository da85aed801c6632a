/**
 * The Page Not Found screen: content/pages/not-found.yml.
 * Edited in the CMS under Pages, checked by scripts/content.mjs; a module of its own, so that
 * only the pages that show it carry it.
 */
import record from "./generated/notFound.json" with { type: "json" };
import type { NotFoundRecord } from "./schema";
import { fillPlaceholders } from "./site";

export const notFoundPage = { path: "/404", ...fillPlaceholders(record as NotFoundRecord) } as const;
