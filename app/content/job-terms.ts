/**
 * The fixed terms of a job posting, shared by the positions (./positions.ts), their schema
 * (./schema.ts, which offers them as choices in the CMS) and the pages.
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
} as const satisfies Record<string, JobLocation>;
