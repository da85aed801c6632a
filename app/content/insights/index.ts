/**
 * The six insights articles: their legacy `insightsBlog?section=` value and their clean URL.
 * The text of each lives in `<slug>.md` beside this file (front matter + Markdown), read at build time.
 */

export const articleIndex = [
  { section: "marketing", slug: "marketing" },
  { section: "flowBuilder", slug: "flow-builder" },
  { section: "automateYourBusinessThroughSalesforceBuilder", slug: "salesforce-builder" },
  {
    section: "empoweringSmallBusinesses:UnleashingThePotentialOfSalesforceCRM",
    slug: "small-business-crm",
  },
  { section: "exploringThePotentialOfSalesforceAnalyticsCloud", slug: "analytics-cloud" },
  {
    section: "exposingTheTemptingBenefitsOfChoosingSalesforceCustomization",
    slug: "salesforce-customization",
  },
] as const;

export type ArticleSlug = (typeof articleIndex)[number]["slug"];

/** The section shown when `insightsBlog` has no `section` parameter. */
export const DEFAULT_ARTICLE_SECTION = "marketing";

export function articlePath(slug: string): string {
  return `/insights/${slug}`;
}

/**
 * Maps a legacy `insightsBlog?section=` value to the article's clean path: the default article
 * when the value is missing or empty, `null` when it names no article.
 */
export function articlePathForSection(section: string | null | undefined): string | null {
  const wanted = section == null || section === "" ? DEFAULT_ARTICLE_SECTION : section;
  const match = articleIndex.find((article) => article.section === wanted);
  return match ? articlePath(match.slug) : null;
}
