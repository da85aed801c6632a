import { describe, expect, it } from "vitest";
import type { Position } from "~/content/compile";
import { loadSiteContent } from "~/content/load-content";
import { jobListingTexts } from "~/content/ui";
import { jobDescriptionHtml, jobPostingJsonLd } from "./seo";

const { site, positions } = loadSiteContent().content;

function ld(position: Position) {
  const descriptor = jobPostingJsonLd(site, position, jobListingTexts) as {
    "script:ld+json": Record<string, unknown>;
  };
  return descriptor["script:ld+json"];
}

const withSalary = positions.find((position) => "baseSalary" in position)!;
const withoutSalary = positions.find((position) => !("baseSalary" in position))!;

describe("jobPostingJsonLd", () => {
  it("gives every property Google requires and recommends for a JobPosting", () => {
    const data = ld(withoutSalary);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: withoutSalary.title,
      datePosted: withoutSalary.datePosted,
      validThrough: withoutSalary.validThrough,
      employmentType: "FULL_TIME",
      directApply: true,
      url: `${site.url}${withoutSalary.path}`,
      identifier: { "@type": "PropertyValue", name: site.name, value: withoutSalary.jobId },
      hiringOrganization: { "@type": "Organization", name: site.name, sameAs: site.url },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: withoutSalary.location.streetAddress,
          addressLocality: withoutSalary.location.city,
          addressRegion: withoutSalary.location.addressRegion,
          postalCode: withoutSalary.location.postalCode,
          addressCountry: withoutSalary.location.addressCountry,
        },
      },
    });
    for (const key of [
      "title",
      "description",
      "datePosted",
      "validThrough",
      "hiringOrganization",
      "jobLocation",
      "employmentType",
      "identifier",
    ]) {
      expect(data[key], key).toBeTruthy();
    }
    expect(data).not.toHaveProperty("baseSalary");
  });

  it("adds baseSalary as a MonetaryAmount only when the content has a pay range", () => {
    expect(ld(withSalary).baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: withSalary.baseSalary!.currency,
      value: {
        "@type": "QuantitativeValue",
        minValue: withSalary.baseSalary!.min,
        maxValue: withSalary.baseSalary!.max,
        unitText: "YEAR",
      },
    });
  });

  it("describes the whole job in simple, escaped HTML", () => {
    const html = jobDescriptionHtml(
      {
        ...withoutSalary,
        path: "/x",
        description: ['Work with <script> & "quotes"'],
        responsibilities: ["Ship services"],
        requirements: ["Java 21"],
        preferred: undefined,
      },
      jobListingTexts,
    );
    expect(html).toBe(
      "<p>Work with &lt;script&gt; &amp; &quot;quotes&quot;</p><h3>Responsibilities</h3><ul><li>Ship services</li></ul><h3>Requirements</h3><ul><li>Java 21</li></ul>",
    );
    const full = ld(withSalary).description as string;
    for (const item of [...withSalary.responsibilities, ...withSalary.requirements])
      expect(full).toContain(item);
  });

  it("uses ISO dates and a validThrough after datePosted for every open position", () => {
    for (const position of positions) {
      const data = ld(position);
      expect(data.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(data.validThrough as string)).toBeGreaterThan(Date.parse(data.datePosted as string));
    }
  });
});
