import { readdirSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { compileContent } from "./compile";
import { loadSiteContent } from "./load-content";
import { readContentFiles, recordsOf } from "./content-files";
import { positionSchema } from "./schema";
import { isoDay, sitePages } from "./site-pages";
import { responsiveImage } from "./uploads";

const { site, positions: positionRecords } = loadSiteContent().content;
const records = recordsOf(readContentFiles(process.cwd()).files);
const sample = records.positions[0]!;

/** The positions open on `day`, and the pages of positions, as the build on that day makes them. */
function onDay(day: string, positions = records.positions) {
  const today = new Date(day);
  const all = { ...records, positions };
  const open = compileContent(all, { picture: responsiveImage, today }).openPositions;
  const pages = sitePages(all, today).filter((page) => page.collection === "positions");
  return { open: open.map((position) => position.jobId), pages: pages.map((page) => page.path) };
}

describe("open positions", () => {
  it("keeps a position up to and including its validThrough day, and drops it the day after", () => {
    const position = { ...sample, data: { ...sample.data, validThrough: "2027-01-31" } };
    expect(onDay("2027-01-31T23:59:59Z", [position]).open).toEqual([sample.data.jobId]);
    expect(onDay("2027-01-31T23:59:59Z", [position]).pages).toEqual([`/careers/${sample.data.slug}`]);
    expect(onDay("2027-02-01T00:00:00Z", [position])).toEqual({ open: [], pages: [] });
  });

  it("drops exactly the expired ones from the list the pages, table and sitemap use", () => {
    const expired = positionRecords.filter((position) => position.validThrough < "2027-01-12");
    expect(expired.length).toBeGreaterThan(0); // the content has roles that close before others
    const { open, pages } = onDay("2027-01-12T09:00:00Z");
    expect(open).toEqual(
      positionRecords.filter((position) => !expired.includes(position)).map((position) => position.jobId),
    );
    expect(pages).not.toContain(expired[0]!.path);
    expect(onDay("2026-12-01T00:00:00Z").pages).toContain(`/careers/${sample.data.slug}`);
  });

  it("has unique slugs and job ids, valid dates and real content for every record", () => {
    expect(new Set(positionRecords.map((position) => position.slug)).size).toBe(positionRecords.length);
    expect(new Set(positionRecords.map((position) => position.jobId)).size).toBe(positionRecords.length);
    for (const position of positionRecords) {
      expect(position.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(isoDay(new Date(`${position.datePosted}T00:00:00Z`))).toBe(position.datePosted);
      expect(isoDay(new Date(`${position.validThrough}T00:00:00Z`))).toBe(position.validThrough);
      expect(position.validThrough > position.datePosted).toBe(true);
      expect(position.summary.length).toBeGreaterThanOrEqual(70);
      expect(position.summary.length).toBeLessThanOrEqual(160);
      expect(position.responsibilities.length).toBeGreaterThanOrEqual(3);
      expect(position.requirements.length).toBeGreaterThanOrEqual(3);
      if (position.baseSalary) expect(position.baseSalary.max).toBeGreaterThan(position.baseSalary.min);
    }
  });

  it("has the spec's five rows: one per department, in Hyderabad, Bangalore and the USA", () => {
    expect(positionRecords.map((position) => position.department)).toEqual([
      "HR",
      "Marketing",
      "Software Development",
      "Business Development",
      "Administration",
    ]);
    expect(new Set(positionRecords.map((position) => position.location.name))).toEqual(
      new Set(["Hyderabad", "Bangalore", "USA"]),
    );
    // Each location is a full postal address from the settings (JobPosting's jobLocation).
    for (const { location } of positionRecords) {
      expect(site.jobs.locations).toContainEqual(location);
      expect(location.streetAddress && location.postalCode && location.addressCountry).toBeTruthy();
    }
  });

  it("refuses a day its month does not have, which a date parser would roll into the next month", () => {
    const folder = "content/positions";
    const file = readdirSync(folder).find((name) => name.endsWith(".yml"))!;
    const record = parse(readFileSync(`${folder}/${file}`, "utf8")) as Record<string, unknown>;
    expect(positionSchema.safeParse(record).success).toBe(true);
    const days = {
      "2027-02-30": "February 2027 has 28",
      "2027-06-31": "June 2027 has 30",
      "2027-11-31": "November 2027 has 30",
    };
    for (const [validThrough, month] of Object.entries(days)) {
      const result = positionSchema.safeParse({ ...record, validThrough });
      expect(
        result.error?.issues.map((issue) => issue.message),
        validThrough,
      ).toEqual([`"${validThrough}" is not a day of the calendar: ${month} days`]);
    }
    expect(positionSchema.safeParse({ ...record, validThrough: "2028-02-29" }).success).toBe(true);
  });
});
