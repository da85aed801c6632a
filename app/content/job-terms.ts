/**
 * schema.org's employment types, shared by the positions (./positions.ts), their schema
 * (./schema.ts, which offers them as choices in the CMS) and the pages. Where a job is based and
 * its department are content: content/settings.yml (jobs).
 */

/** schema.org `employmentType` values (the ones search engines understand). */
export type EmploymentType = "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "TEMPORARY" | "INTERN";

/** How each employment type is written on the page. */
export const employmentTypeLabels: Record<EmploymentType, string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
};
