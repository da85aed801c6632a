/**
 * The words of the analytics consent banner (app/features/analytics), shown only in a build whose
 * analytics setup asks for consent (README "Analytics"). The words are content/consent.yml (edited
 * in the CMS under Site, checked by scripts/content.mjs).
 */
import record from "./generated/consent.json" with { type: "json" };
import type { ConsentRecord } from "./schema";
import { fillPlaceholders } from "./site";

export const consentBanner: ConsentRecord = fillPlaceholders(record as ConsentRecord);
