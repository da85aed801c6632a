/**
 * The open positions of the careers page: each record of content/positions/ (edited in the editor
 * or by hand) gets its own page at `/careers/<slug>`, a row in the careers table, a sitemap entry
 * and JobPosting structured data for as long as it is open: a position whose `validThrough` day has
 * passed when the site is built drops out of all of them (./schema.ts `contentCollections`). To
 * add a role, add a file; to close one early, delete it or set `validThrough` to today.
 */
import type { Position } from "./compile";
import type { PositionRecord } from "./schema";

export { employmentTypeLabels, type EmploymentType } from "./job-terms";
export type { JobLocation } from "./schema";
export type { Position } from "./compile";

/** A published pay range (New York City asks for one). */
export type SalaryRange = NonNullable<PositionRecord["baseSalary"]>;

/** The careers table's rows: the open positions, with only the fields the table shows. */
export function positionRows(positions: readonly Position[]) {
  return positions.map(({ title, department, jobId, location, path }) => ({
    title,
    department,
    jobId,
    location: location.name,
    href: path,
  }));
}
