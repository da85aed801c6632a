import { expect, test } from "@playwright/test";
import { employmentTypeLabels } from "../app/content/positions";
import { collectPageProblems, openPage } from "./helpers";
import { siteContent } from "./site-map";

/**
 * The position pages: one pre-rendered page per position open on the day of the build, with the
 * job's facts, its description and lists, an Apply form that names the job, and JobPosting data.
 */
const open = siteContent.openPositions;

test("every open position has a page, and the sitemap lists exactly those", async ({ request }) => {
  expect(open.length).toBeGreaterThan(0);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>[^<]*?(\/careers\/[^<]+)<\/loc>/g)]
    .map((match) => match[1])
    .sort();
  expect(listed).toEqual(open.map((position) => position.path).sort());
  for (const position of siteContent.positions.filter((record) => !open.includes(record))) {
    expect((await request.get(position.path)).status()).toBe(404);
  }
});

for (const position of open) {
  test.describe(position.path, () => {
    test("shows the job's facts, description, lists and an Apply form that names it", async ({ page }) => {
      const problems = collectPageProblems(page);
      await openPage(page, position.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(position.title);
      await expect(page).toHaveTitle(
        new RegExp(`^${position.title}, ${position.location.city} \\(${position.jobId}\\) \\| `),
      );
      const facts = page.locator("#page-title ~ dl");
      await expect(facts).toContainText(position.jobId);
      await expect(facts).toContainText(position.location.city);
      await expect(facts).toContainText(employmentTypeLabels[position.employmentType]);
      await expect(facts.locator(`time[datetime="${position.datePosted}"]`)).toBeVisible();
      await expect(facts.locator(`time[datetime="${position.validThrough}"]`)).toBeVisible();
      if (position.baseSalary) await expect(facts).toContainText("Pay range");
      else await expect(facts).not.toContainText("Pay range");

      const duties = page.getByRole("region", { name: "What you will do" }).getByRole("listitem");
      await expect(duties).toHaveText(position.responsibilities);
      await expect(page.getByRole("region", { name: "What you bring" }).getByRole("listitem")).toHaveText(
        position.requirements,
      );

      await page.getByRole("link", { name: "Apply for this role" }).click();
      await expect(page).toHaveURL(/#apply$/);
      const form = page.getByRole("form", { name: `Apply for ${position.title}` });
      await expect(form).toBeInViewport();
      await expect(form).toContainText(`Applying for ${position.title} (Job ID ${position.jobId})`);
      await expect(form.locator('input[type="hidden"][name="jobId"]')).toHaveValue(position.jobId);
      await expect(form.locator('input[type="hidden"][name="jobTitle"]')).toHaveValue(position.title);
      await expect(page.getByRole("link", { name: "All open positions" })).toHaveAttribute(
        "href",
        "/careers#positions-title",
      );
      expect(problems).toEqual([]);
    });

    test("carries JobPosting structured data with every required property", async ({ page }) => {
      await page.goto(position.path);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const postings = blocks
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .filter((data) => data["@type"] === "JobPosting");
      expect(postings).toHaveLength(1);
      const [posting] = postings as [Record<string, any>]; // eslint-disable-line @typescript-eslint/no-explicit-any
      for (const key of [
        "title",
        "description",
        "datePosted",
        "validThrough",
        "hiringOrganization",
        "jobLocation",
        "employmentType",
        "identifier",
      ])
        expect(posting[key], key).toBeTruthy();
      expect(posting).toMatchObject({
        "@context": "https://schema.org",
        title: position.title,
        datePosted: position.datePosted,
        validThrough: position.validThrough,
        employmentType: position.employmentType,
        identifier: { "@type": "PropertyValue", value: position.jobId },
        hiringOrganization: { "@type": "Organization" },
        jobLocation: {
          "@type": "Place",
          address: {
            "@type": "PostalAddress",
            addressLocality: position.location.city,
            addressCountry: position.location.addressCountry,
          },
        },
      });
      expect(posting.url).toMatch(new RegExp(`${position.path}$`));
      expect(posting.description).toContain(position.responsibilities[0]!.replace(/&/g, "&amp;"));
      if (position.baseSalary) expect(posting.baseSalary.value.minValue).toBe(position.baseSalary.min);
      else expect(posting).not.toHaveProperty("baseSalary");
      // The canonical URL is the page itself.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", posting.url);
    });
  });
}
