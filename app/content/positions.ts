/**
 * The open positions of the careers page. Each record gets its own pre-rendered page at
 * `/careers/<slug>` (registered in routes.ts), a row in the positions table, a sitemap entry and
 * JobPosting structured data, for as long as it is open: a position whose `validThrough` date has
 * passed when the site is built drops out of all of them (see `openPositions`).
 *
 * Each role is a file in content/positions/ (edited in the CMS at /admin, or by hand), checked
 * against `positionSchema` (./schema.ts). To add a role, add a file; to close one early, delete it
 * or set `validThrough` to today.
 */
import records from "./generated/positions.json" with { type: "json" };
import type { JobLocation, PositionRecord } from "./schema";
import { site } from "./site";

export { employmentTypeLabels, type EmploymentType } from "./job-terms";
export type { JobLocation } from "./schema";

/** A published pay range (New York City asks for one). */
export type SalaryRange = NonNullable<PositionRecord["baseSalary"]>;

/** A position as the pages use it: the record, with its location's full address from the settings. */
export type Position = Omit<PositionRecord, "location"> & { location: JobLocation };

/**
 * The positions of content/positions/*.yml, newest first. scripts/content.mjs has checked that each
 * names one of the settings' job locations (content/settings.yml).
 */
export const positionRecords: readonly Position[] = (records as PositionRecord[]).map((record) => ({
  ...record,
  location: site.jobs.locations.find((place) => place.name === record.location)!,
}));

/** The page of a position. */
export function positionPath(position: Pick<Position, "slug">): string {
  return `/careers/${position.slug}`;
}

/** The calendar day (UTC) of a moment, as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The positions still open on `today` (default: now, i.e. the moment the site is built): open up
 * to and including the `validThrough` day. Closed ones have no page, no table row, no sitemap
 * entry and no structured data.
 */
export function openPositions(
  positions: readonly Position[] = positionRecords,
  today: Date = new Date(),
): Position[] {
  const day = isoDay(today);
  return positions.filter((position) => position.validThrough >= day);
}

/** The position published at `path`, if it is open. */
export function getPosition(path: string, today?: Date): Position | undefined {
  return openPositions(positionRecords, today).find((position) => positionPath(position) === path);
}

/** The careers table's rows: the open positions, with only the fields the table shows. */
export function positionRows(positions: readonly Position[] = openPositions()) {
  return positions.map(({ title, department, jobId, location, slug }) => ({
    title,
    department,
    jobId,
    location: location.name,
    href: positionPath({ slug }),
  }));
}
