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
import type { EMPLOYMENT_TYPES, OFFICE_KEYS, PositionRecord } from "./schema";

/** schema.org `employmentType` values (the ones search engines understand). */
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** How each employment type is written on the page. */
export const employmentTypeLabels: Record<EmploymentType, string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
};

/**
 * Where a position is based: one of the offices in `site.contact.addresses`, as a structured
 * postal address (a unit test checks the two agree).
 */
export interface JobLocation {
  /** Shown in the positions table, e.g. "Hyderabad". */
  city: string;
  streetAddress: string;
  addressRegion: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 country code. */
  addressCountry: string;
  /** Hybrid/onsite note shown on the position page. */
  workplace: string;
}

export const offices = {
  newYork: {
    city: "New York",
    streetAddress: "450 Lexington Avenue, Suite 1200",
    addressRegion: "NY",
    postalCode: "10017",
    addressCountry: "US",
    workplace: "Hybrid: three days a week in our Midtown Manhattan office",
  },
  hyderabad: {
    city: "Hyderabad",
    streetAddress: "Plot 12, HITEC City Road, Madhapur",
    addressRegion: "Telangana",
    postalCode: "500081",
    addressCountry: "IN",
    workplace: "Hybrid: three days a week in our HITEC City office",
  },
} as const satisfies Record<(typeof OFFICE_KEYS)[number], JobLocation>;

/** A published pay range (New York City asks for one). */
export type SalaryRange = NonNullable<PositionRecord["baseSalary"]>;

/** A position as the pages use it: the record, with its office's full address. */
export type Position = Omit<PositionRecord, "location"> & { location: JobLocation };

/** The positions of content/positions/*.yml (checked by scripts/content.mjs), newest first. */
export const positionRecords: readonly Position[] = (records as PositionRecord[]).map((record) => ({
  ...record,
  location: offices[record.location],
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
