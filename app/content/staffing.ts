/**
 * The staffing page: why, the five-step hiring process, four service cards and the call to action.
 * The words are content/pages/staffing.yml (edited in the CMS under Pages, checked by
 * scripts/content.mjs).
 */
import record from "./generated/staffing.json" with { type: "json" };
import type { StaffingRecord } from "./schema";
import { fillPlaceholders } from "./site";

export const staffing = {
  path: "/staffingSolutions",
  ...fillPlaceholders(record as StaffingRecord),
} as const;
