import { escapeMarkup } from "~/lib/escape";

/** What the head and the structured data say of the company: the site's settings. */
export interface SeoSite {
  name: string;
  url: string;
  locale: string;
  contact: {
    phone: string;
    emails: { general: string };
    addresses: readonly { lines: readonly string[] }[];
  };
  social: readonly { href: string }[];
}

/** The headings of a job description's lists (content/ui.yml `jobListing`). */
export interface JobListingTexts {
  responsibilities: string;
  requirements: string;
  preferred: string;
}

/**
 * One entry of a page's head, as the layout (app/layouts/page.astro) writes it: the title, a
 * `<meta>` by name or property, a `<link>`, or JSON-LD.
 */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": Record<string, unknown> };

export interface MetaInput {
  /** Page title without the brand; the brand is appended. */
  title: string;
  description: string;
  /** Canonical path, e.g. "/it-consulting". */
  path: string;
  /** Absolute or root-relative image for link previews; defaults to the page's own share image. */
  image?: string;
  type?: "website" | "article";
  /** Extra descriptors such as JSON-LD (`{ "script:ld+json": {...} }`). */
  extra?: MetaDescriptor[];
  /** Set for pages that must not be indexed (Not Found). */
  noindex?: boolean;
}

/**
 * The page's own 1200x630 share image, drawn at build time by scripts/build/og-images.mjs from the
 * page's title, hero illustration and the brand: "/" -> /og/home.png, "/a/b" -> /og/a/b.png.
 */
export function shareImagePath(path: string): string {
  return `/og${path === "/" ? "/home" : path.replace(/\/$/, "")}.png`;
}

export function absoluteUrl(site: Pick<SeoSite, "url">, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${site.url}${path === "/" ? "" : path}` || site.url;
}

/** The full browser title: "Page | Brand", or the brand alone for an empty page title. */
export function pageTitle(site: Pick<SeoSite, "name">, title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

/** Title, description, canonical URL, Open Graph and Twitter card for one route. */
export function buildMeta(site: SeoSite, input: MetaInput): MetaDescriptor[] {
  const title = pageTitle(site, input.title);
  const url = absoluteUrl(site, input.path);
  const image = absoluteUrl(site, input.image ?? shareImagePath(input.path));
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    // A page that must not be indexed (the Not Found page, sent at any address) has no URL of its
    // own: no og:url, and no canonical link below.
    ...(input.noindex ? [] : [{ property: "og:url", content: url }]),
    { property: "og:image", content: image },
    { property: "og:locale", content: site.locale },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.noindex) meta.push({ name: "robots", content: "noindex" });
  else meta.push({ tagName: "link", rel: "canonical", href: url });
  return [...meta, ...(input.extra ?? [])];
}

/** schema.org Organization for the home page. */
export function organizationJsonLd(site: SeoSite): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.name,
      url: site.url,
      logo: absoluteUrl(site, "/icon-512.png"),
      email: site.contact.emails.general,
      telephone: site.contact.phone,
      address: site.contact.addresses.map((address) => ({
        "@type": "PostalAddress",
        streetAddress: address.lines[0],
        addressLocality: address.lines[1],
        addressCountry: address.lines[2],
      })),
      sameAs: site.social.map((link) => link.href),
    },
  };
}

export interface ArticleJsonLdInput {
  title: string;
  description: string;
  path: string;
  date: string;
  image: string;
  author: string;
}

/** schema.org Article for an insights article. */
export function articleJsonLd(site: SeoSite, article: ArticleJsonLdInput): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.title,
      description: article.description,
      datePublished: article.date,
      dateModified: article.date,
      image: absoluteUrl(site, article.image),
      mainEntityOfPage: absoluteUrl(site, article.path),
      author: { "@type": "Organization", name: article.author },
      publisher: {
        "@type": "Organization",
        name: site.name,
        logo: { "@type": "ImageObject", url: absoluteUrl(site, "/icon-512.png") },
      },
    },
  };
}

/** What `jobPostingJsonLd` needs of a position (see `app/content/positions.ts`). */
export interface JobPostingJsonLdInput {
  title: string;
  jobId: string;
  path: string;
  datePosted: string;
  validThrough: string;
  employmentType: string;
  description: readonly string[];
  responsibilities: readonly string[];
  requirements: readonly string[];
  preferred?: readonly string[];
  location: {
    streetAddress: string;
    city: string;
    addressRegion: string;
    postalCode: string;
    addressCountry: string;
  };
  baseSalary?: { currency: string; min: number; max: number; unit: string };
}

/** The full job description as the simple HTML search engines accept in `description`. */
export function jobDescriptionHtml(job: JobPostingJsonLdInput, texts: JobListingTexts): string {
  const list = (title: string, items: readonly string[] | undefined) =>
    items?.length
      ? `<h3>${title}</h3><ul>${items.map((item) => `<li>${escapeMarkup(item)}</li>`).join("")}</ul>`
      : "";
  return [
    ...job.description.map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`),
    list(texts.responsibilities, job.responsibilities),
    list(texts.requirements, job.requirements),
    list(texts.preferred, job.preferred),
  ].join("");
}

/**
 * schema.org JobPosting for a position page: every property Google's job search requires
 * (title, description, datePosted, hiringOrganization, jobLocation) and recommends
 * (validThrough, employmentType, identifier, directApply; baseSalary when the content has one).
 */
export function jobPostingJsonLd(
  site: SeoSite,
  job: JobPostingJsonLdInput,
  texts: JobListingTexts,
): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: job.title,
      description: jobDescriptionHtml(job, texts),
      identifier: { "@type": "PropertyValue", name: site.name, value: job.jobId },
      datePosted: job.datePosted,
      validThrough: job.validThrough,
      employmentType: job.employmentType,
      directApply: true,
      url: absoluteUrl(site, job.path),
      hiringOrganization: {
        "@type": "Organization",
        name: site.name,
        sameAs: site.url,
        logo: absoluteUrl(site, "/icon-512.png"),
      },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: job.location.streetAddress,
          addressLocality: job.location.city,
          addressRegion: job.location.addressRegion,
          postalCode: job.location.postalCode,
          addressCountry: job.location.addressCountry,
        },
      },
      ...(job.baseSalary && {
        baseSalary: {
          "@type": "MonetaryAmount",
          currency: job.baseSalary.currency,
          value: {
            "@type": "QuantitativeValue",
            minValue: job.baseSalary.min,
            maxValue: job.baseSalary.max,
            unitText: job.baseSalary.unit,
          },
        },
      }),
    },
  };
}
