/**
 * The one definition of the content that lives in files (content/<collection>/<record>.yml): a zod
 * schema per collection. `scripts/content.mjs` checks every file against it when the site is built
 * (and while `npm run dev` / `npm run cms` run), and writes the CMS's configuration from it
 * (app/content/generated/cms-config.yml, served as /admin/config.yml), so the editor's form and the build can never disagree. Labels and hints
 * are the schemas' `.meta({ title, description })`; `widget` picks a CMS widget where the type alone
 * does not say it (long text, a date).
 *
 * Only types leave this module for the site (`import type`): zod never reaches a page. The editor
 * (/admin) checks the entry it previews with it (app/admin/preview.tsx).
 */
import { z } from "zod";
import { LINK_PATTERN, type Href } from "../lib/links";
import { MOTIF_NAMES, SCENE_NAMES } from "./art-names";
import { employmentTypeLabels, offices, type EmploymentType } from "./job-terms";

const text = (title: string, description?: string) => z.string().trim().min(1).meta({ title, description });
const longText = (title: string, description?: string) =>
  z.string().trim().min(1).meta({ title, description, widget: "text" });

/**
 * A path on this site (checked against the site's routes by scripts/content.mjs) or an https:,
 * mailto: or tel: address: the site's link policy (app/lib/links.ts). Typed as `Href`, so that a
 * link written in the TypeScript content to a page that does not exist does not compile.
 */
export const link = (
  title: string,
  description = "A page of this site, e.g. /contactUs, or a full https:// address.",
) =>
  z
    .string()
    .trim()
    .regex(LINK_PATTERN, "must start with / (a page of this site), https://, mailto: or tel:")
    .meta({ title, description, link: true }) as unknown as z.ZodType<Href, string>;

/**
 * A picture the owner uploads in the editor (saved to content/media/, named /media/uploads/<file>)
 * and its description, which the schema requires. The build makes AVIF and WebP at a few widths
 * of it (scripts/media.mjs), drawn by `<Picture>`; the editor's form shows an image upload
 * (`widget: "image"`, scripts/cms-config.mjs). Reuse it for any picture in the content.
 */
export const picture = (title: string, description?: string) =>
  z
    .strictObject({
      src: z
        .string()
        .regex(
          /^\/media\/uploads\/[^/\\]+\.(jpe?g|png|webp|avif|tiff?)$/i,
          "must be a picture uploaded in the editor: a .jpg, .png, .webp or .avif file in content/media",
        )
        .meta({
          title: "Picture",
          description: "A photo from your computer or phone.",
          widget: "image",
          upload: true,
        }),
      alt: text("Picture description", "Required: what the picture shows, for people who cannot see it."),
    })
    .meta({ title, description });

const sceneName = z
  .enum(SCENE_NAMES)
  .meta({ title: "Hero illustration", description: "A wide scene from public/art." });
const artName = z
  .enum([...SCENE_NAMES, ...MOTIF_NAMES])
  .meta({ title: "Illustration", description: "A spot motif or scene from public/art." });

export const pageMetaSchema = z
  .strictObject({
    title: text("Browser title", 'Without the company name, e.g. "Cyber Security Services".'),
    description: z.string().trim().min(70).max(160).meta({
      title: "Meta description",
      description: "What search results show: 70 to 160 characters.",
      widget: "text",
    }),
  })
  .meta({ title: "Search and sharing" });

export const heroSchema = z
  .strictObject({
    eyebrow: text("Eyebrow", 'Short label above the heading, e.g. "Software services".'),
    title: text("Heading", "The page's only h1."),
    intro: longText("Intro", "One or two sentences under the heading."),
    art: sceneName,
    alt: text("Illustration description", "Alternative text for people who cannot see the image."),
  })
  .meta({ title: "Hero" });

export const sectionIntroSchema = z.strictObject({
  title: text("Section heading"),
  text: longText("Section intro"),
});

export const linkCardSchema = z.strictObject({
  title: text("Card title"),
  description: longText("Card text"),
  href: link("Link").default("/contactUs"),
  cta: text("Button label", 'e.g. "Talk to us" or "Explore".').default("Talk to us"),
  art: artName,
});

export const stepSchema = z.strictObject({ title: text("Step"), description: longText("What happens") });

/** A card with a title and a text (an industry's challenges). */
export const textCardSchema = z.strictObject({ title: text("Title"), text: longText("Text") });

export const callToActionSchema = z
  .strictObject({
    title: text("Heading"),
    text: longText("Text"),
    label: text("Button label"),
    href: link("Button link"),
  })
  .meta({ title: "Call to action at the end of the page" });

/** One software service page (/salesforceServices ... /java): content/services/<name>.yml. */
export const serviceSchema = z
  .strictObject({
    order: z
      .number()
      .int()
      .min(1)
      .meta({ title: "Menu position", description: "1 is first in menus and overviews." }),
    path: z
      .string()
      .regex(/^\/[A-Za-z][A-Za-z0-9-]*$/, "must be one path segment like /cyberSecurity")
      .meta({
        title: "Address",
        description: "The page's URL path, e.g. /cyberSecurity. Changing it moves the page.",
      }),
    name: text("Short name", 'For menus and overview grids, e.g. "Cyber Security".'),
    summary: longText("Summary", "One sentence for overview grids."),
    icon: artName.meta({
      title: "Overview motif",
      description: "Spot motif shown next to the name in overviews.",
    }),
    meta: pageMetaSchema,
    hero: heroSchema,
    whatWeDo: z
      .strictObject({
        intro: sectionIntroSchema,
        cards: z.array(linkCardSchema).min(3).meta({ title: "Cards" }),
      })
      .meta({ title: "What we do" }),
    strategy: z
      .strictObject({
        intro: sectionIntroSchema,
        steps: z.array(stepSchema).min(3).max(6).meta({ title: "Steps" }),
      })
      .optional()
      .meta({ title: "Working strategy", description: "Optional: leave out to hide the section." }),
    whyHire: z
      .strictObject({
        title: text("Heading"),
        text: longText("Text", "A blank line starts a new paragraph."),
        art: artName,
        alt: text("Illustration description"),
      })
      .meta({ title: "Why hire us" }),
    cta: callToActionSchema,
  })
  .meta({ title: "Software services", description: "One page per software service, in menu order." });

/** One industry page (/banking ... /education): content/industries/<name>.yml. */
export const industrySchema = z
  .strictObject({
    order: z
      .number()
      .int()
      .min(1)
      .meta({ title: "Menu position", description: "1 is first in the industries menu." }),
    path: z
      .string()
      .regex(/^\/[A-Za-z][A-Za-z0-9-]*$/, "must be one path segment like /banking")
      .meta({
        title: "Address",
        description: "The page's URL path, e.g. /banking. Changing it moves the page.",
      }),
    name: text("Menu name", 'Short name for the industries menu, e.g. "Banking".'),
    meta: pageMetaSchema,
    hero: heroSchema,
    description: z
      .strictObject({
        title: text("Heading"),
        text: longText("Text", "A blank line starts a new paragraph."),
      })
      .meta({ title: "Sector overview" }),
    challenges: z
      .array(textCardSchema)
      .length(3)
      .meta({ title: "Typical challenges", description: "Exactly three." }),
    help: z
      .strictObject({
        intro: sectionIntroSchema,
        cards: z
          .array(linkCardSchema)
          .min(4)
          .max(6)
          .meta({ title: "Cards", description: "Four to six links to our services." }),
      })
      .meta({ title: "How can we help" }),
    cta: callToActionSchema,
  })
  .meta({ title: "Industries", description: "One page per industry, in menu order." });

const OFFICE_KEYS = Object.keys(offices) as [keyof typeof offices, ...(keyof typeof offices)[]];
const EMPLOYMENT_TYPES = Object.keys(employmentTypeLabels) as [EmploymentType, ...EmploymentType[]];

const isoDate = (title: string, description?: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "is not a calendar date")
    .meta({ title, description, widget: "date" });

const textList = (title: string, item: string) => z.array(text(item)).min(1).meta({ title });

/** One open position: content/positions/<slug>.yml; its page is /careers/<slug>. */
export const positionSchema = z
  .strictObject({
    slug: z
      .string()
      .regex(
        /^[a-z0-9]+(-[a-z0-9]+)*$/,
        "must be lowercase words joined by hyphens, e.g. qa-engineer-new-york",
      )
      .meta({ title: "Address", description: "The page is /careers/<this>, e.g. qa-engineer-new-york." }),
    title: text("Job title"),
    department: text("Department"),
    jobId: text("Requisition number", "Shown in the table and sent with each application, e.g. ALT-SD-0425."),
    location: z.enum(OFFICE_KEYS).meta({
      title: "Office",
      description: "Where the role is based.",
      labels: Object.fromEntries(OFFICE_KEYS.map((key) => [key, offices[key].city])),
    }),
    employmentType: z.enum(EMPLOYMENT_TYPES).meta({ title: "Employment type", labels: employmentTypeLabels }),
    datePosted: isoDate("Posted on"),
    validThrough: isoDate(
      "Open until",
      "The last day the role is open; the next build takes it off the site.",
    ),
    summary: z.string().trim().min(70).max(160).meta({
      title: "Summary",
      description: "Table text and meta description: 70 to 160 characters.",
      widget: "text",
    }),
    description: z.array(longText("Paragraph")).min(1).meta({ title: "About the role" }),
    responsibilities: textList("Responsibilities", "Responsibility"),
    requirements: textList("Requirements", "Requirement"),
    preferred: textList("Nice to have", "Nice-to-have skill").optional(),
    baseSalary: z
      .strictObject({
        currency: z
          .string()
          .regex(/^[A-Z]{3}$/, "must be an ISO 4217 code such as USD")
          .meta({ title: "Currency" }),
        min: z.number().positive().meta({ title: "From" }),
        max: z.number().positive().meta({ title: "To" }),
        unit: z.enum(["YEAR", "MONTH", "HOUR"]).meta({ title: "Per" }),
      })
      .refine((salary) => salary.max >= salary.min, { message: "To must not be below From", path: ["max"] })
      .optional()
      .meta({ title: "Pay range", description: "Publish where the law asks for it (New York City does)." }),
    photo: picture(
      "Photo",
      "Optional: shown at the top of the job's page instead of the careers illustration.",
    ).optional(),
  })
  .refine((position) => position.validThrough >= position.datePosted, {
    message: "Open until must not be before Posted on",
    path: ["validThrough"],
  })
  .meta({
    title: "Open positions",
    description: "One file per open role; each gets its own page and table row.",
  });

/** An insights article: content/articles/<slug>.md, this front matter and a Markdown body. */
export const articleSchema = z
  .strictObject({
    title: text("Title", "The article's heading, and its browser title."),
    description: z.string().trim().min(70).max(160).meta({
      title: "Summary",
      description: "Card text and meta description: 70 to 160 characters.",
      widget: "text",
    }),
    date: isoDate("Published on"),
    image: sceneName.meta({
      title: "Illustration",
      description: "A wide scene from public/art (the article-* ones were drawn for articles).",
    }),
    imageAlt: text("Illustration description", "Alternative text for people who cannot see the image."),
    photo: picture(
      "Photo",
      "Optional: shown instead of the illustration, on the article and its card.",
    ).optional(),
    category: text("Category", "e.g. Salesforce."),
    author: text("Author", "A person or a team, e.g. Salesforce Practice Team."),
    section: z
      .string()
      .regex(/^[A-Za-z:]+$/, "letters and colons only")
      .optional()
      .meta({
        title: "Legacy section id",
        description: "Only for articles that had an insightsBlog?section= address; leave empty.",
      }),
  })
  .meta({
    title: "Insights articles",
    description: "One Markdown file per article, newest first on /insights.",
  });

/** The collections of content/, by folder name. */
export const collections = {
  services: serviceSchema,
  industries: industrySchema,
  positions: positionSchema,
  articles: articleSchema,
} as const;

export type CollectionName = keyof typeof collections;
export type ServiceRecord = z.output<typeof serviceSchema>;
export type IndustryRecord = z.output<typeof industrySchema>;
export type PositionRecord = z.output<typeof positionSchema>;
export type ArticleFrontMatter = z.output<typeof articleSchema>;
/** An uploaded picture and its description, as a record holds it. */
export type PictureRecord = z.output<ReturnType<typeof picture>>;
