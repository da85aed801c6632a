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
import { dateProblem } from "./dates";
import { ICON_NAMES } from "./icon-names";
import { PARTNER_LOGOS } from "./partners";
import { employmentTypeLabels, type EmploymentType } from "./job-terms";

const text = (title: string, description?: string) => z.string().trim().min(1).meta({ title, description });

/**
 * The longest short texts the design holds, measured in Chromium at 375 x 667 and 1440 x 900 px.
 * A page's heading (the h1, 36 px on a phone, 60 px wide) of 80 characters takes five lines and
 * keeps the hero's intro and buttons in the first screen on both (today's longest is 59; a
 * 266-character heading filled more than the phone's whole screen). A section heading (h2) gets
 * the same; a card's, step's or slide's title three lines of a grid column (60, today 48); an
 * eyebrow one line above the heading on a phone (40, today 28); a button label one line (30,
 * today 22).
 */
export const TEXT_LIMITS = { heading: 80, sectionHeading: 80, title: 60, eyebrow: 40, button: 30 } as const;

/** A short text of a kind the design sizes (`TEXT_LIMITS`), its limit in its hint. */
const sized = (kind: keyof typeof TEXT_LIMITS, title: string, description?: string) =>
  text(title, [description, `At most ${TEXT_LIMITS[kind]} characters.`].filter(Boolean).join(" ")).max(
    TEXT_LIMITS[kind],
  );
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

/**
 * An optional picture. Removing a photo in the editor leaves its object behind with an empty source
 * (`{src: "", alt: "…"}`, or empty strings, or null): that is no picture, not a broken one.
 */
export const optionalPicture = (title: string, description?: string) =>
  z.preprocess((value) => (isEmptyUpload(value) ? undefined : value), picture(title, description).optional());

function isEmptyUpload(value: unknown): boolean {
  if (value === null || value === "") return true;
  if (typeof value !== "object" || Array.isArray(value)) return false;
  const { src } = value as { src?: unknown };
  return src === undefined || src === null || (typeof src === "string" && src.trim() === "");
}

const sceneName = z
  .enum(SCENE_NAMES)
  .meta({ title: "Hero illustration", description: "A wide scene from public/art." });
const artName = z
  .enum([...SCENE_NAMES, ...MOTIF_NAMES])
  .meta({ title: "Illustration", description: "A spot motif or scene from public/art." });

/**
 * The longest browser title, before " | " and the company name: search results show about 60
 * characters of a title, and a share image's heading fits about three lines.
 */
export const BROWSER_TITLE_MAX_LENGTH = 70;
/** The longest article title, its heading and browser title: four lines of the share image. */
export const ARTICLE_TITLE_MAX_LENGTH = 90;

export const pageMetaSchema = z
  .strictObject({
    title: text(
      "Browser title",
      `Without the company name, e.g. "Cyber Security Services"; at most ${BROWSER_TITLE_MAX_LENGTH} characters.`,
    ).max(BROWSER_TITLE_MAX_LENGTH),
    description: z.string().trim().min(70).max(160).meta({
      title: "Meta description",
      description: "What search results show: 70 to 160 characters.",
      widget: "text",
    }),
  })
  .meta({ title: "Search and sharing" });

export const heroSchema = z
  .strictObject({
    eyebrow: sized("eyebrow", "Eyebrow", 'Short label above the heading, e.g. "Software services".'),
    title: sized("heading", "Heading", "The page's only h1."),
    intro: longText("Intro", "One or two sentences under the heading."),
    art: sceneName,
    alt: text("Illustration description", "Alternative text for people who cannot see the image."),
  })
  .meta({ title: "Hero" });

export const sectionIntroSchema = z.strictObject({
  title: sized("sectionHeading", "Section heading"),
  text: longText("Section intro"),
});

export const linkCardSchema = z.strictObject({
  title: sized("title", "Card title"),
  description: longText("Card text"),
  href: link("Link").default("/contactUs"),
  cta: sized("button", "Button label", 'e.g. "Talk to us" or "Explore".').default("Talk to us"),
  art: artName,
});

export const stepSchema = z.strictObject({
  title: sized("title", "Step"),
  description: longText("What happens"),
});

/** A card with a title and a text (an industry's challenges). */
export const textCardSchema = z.strictObject({ title: sized("title", "Title"), text: longText("Text") });

export const callToActionSchema = z
  .strictObject({
    title: sized("sectionHeading", "Heading"),
    text: longText("Text"),
    label: sized("button", "Button label"),
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
        title: sized("sectionHeading", "Heading"),
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
        title: sized("sectionHeading", "Heading"),
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

const EMPLOYMENT_TYPES = Object.keys(employmentTypeLabels) as [EmploymentType, ...EmploymentType[]];

/** A calendar date written YYYY-MM-DD (./dates.ts, the editor's date field's check as well). */
const isoDate = (title: string, description?: string) =>
  z
    .string()
    .superRefine((value, context) => {
      const problem = dateProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem, input: value, continue: false });
    })
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
    title: text("Job title", `At most ${BROWSER_TITLE_MAX_LENGTH} characters.`).max(BROWSER_TITLE_MAX_LENGTH),
    department: z.string().trim().min(1).meta({
      title: "Department",
      description: "One of the departments in Settings (Jobs).",
      choices: "jobs.departments",
    }),
    jobId: text("Requisition number", "Shown in the table and sent with each application, e.g. ALT-SD-0425."),
    location: z.string().trim().min(1).meta({
      title: "Location",
      description: "Where the role is based: one of the job locations in Settings (Jobs).",
      choices: "jobs.locations",
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
    photo: optionalPicture(
      "Photo",
      "Optional: shown at the top of the job's page instead of the careers illustration.",
    ),
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
    title: text(
      "Title",
      `The article's heading, browser title and share image heading; at most ${ARTICLE_TITLE_MAX_LENGTH} characters.`,
    ).max(ARTICLE_TITLE_MAX_LENGTH),
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
    photo: optionalPicture(
      "Photo",
      "Optional: shown instead of the illustration, on the article and its card.",
    ),
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

const navLinkSchema = z.strictObject({ label: text("Label"), href: link("Link") });

/** A place a position can be based: a row's Location, and the JobPosting's postal address. */
export const jobLocationSchema = z.strictObject({
  name: text("Name", 'Shown in the positions table, e.g. "Bangalore" or "USA".'),
  city: text("City", "The city of the address (search engines' job location)."),
  country: text("Country", 'Shown on the job page after the city, e.g. "India".'),
  streetAddress: text("Street address"),
  addressRegion: text("State or region"),
  postalCode: text("Postal code"),
  addressCountry: z
    .string()
    .regex(/^[A-Z]{2}$/, "must be a two-letter country code such as IN or US")
    .meta({ title: "Country code", description: "ISO 3166-1, e.g. IN or US." }),
  workplace: text("Workplace", 'Shown on the job page, e.g. "Hybrid: three days a week in our office".'),
});

/**
 * The site's settings (content/settings.yml): brand, contact details, offices, social links,
 * navigation labels, footer and the careers vocabulary. The `VITE_*` build variables of README
 * "Configuration" override the matching values (app/content/site.ts).
 */
export const settingsSchema = z
  .strictObject({
    name: text("Company name", "Titles, footer, chatbot greeting and the brand marks."),
    shortName: text("Short name", "The logo's big word; leave empty for the name's first word.").optional(),
    tagline: text("Tagline", "The footer's last line."),
    url: z
      .string()
      .regex(/^https:\/\/[^/\s]+$/, "must be an origin like https://www.example.com")
      .meta({ title: "Site address", description: "The public origin, without a trailing slash." }),
    foundedYears: text("Years of experience", 'e.g. "15+", used in texts across the site.'),
    locale: z
      .string()
      .regex(/^[a-z]{2}_[A-Z]{2}$/, "must be like en_US")
      .meta({ title: "Locale", description: "For sharing previews, e.g. en_US." }),
    copyrightYear: z.number().int().min(1990).meta({ title: "Copyright year" }),
    contact: z
      .strictObject({
        phone: text("Phone", "As shown, e.g. +1 (212) 555-0142."),
        emails: z
          .strictObject({
            general: z.email().meta({ title: "General email" }),
            careers: z.email().meta({ title: "Careers email" }),
          })
          .meta({ title: "Emails" }),
        addresses: z
          .array(
            z.strictObject({
              label: text("Office name", 'e.g. "United States": headings on the contact page.'),
              lines: z.array(text("Line")).min(1).meta({ title: "Address lines" }),
              mapQuery: text("Map search", "What to search on the map when there is no position."),
              map: z
                .strictObject({
                  lat: z.number().min(-90).max(90).meta({ title: "Latitude" }),
                  lon: z.number().min(-180).max(180).meta({ title: "Longitude" }),
                })
                .optional()
                .meta({ title: "Map position", description: "Optional: the office's marker on the map." }),
            }),
          )
          .min(1)
          .meta({ title: "Offices" }),
      })
      .meta({ title: "Contact details" }),
    social: z
      .array(
        z.strictObject({
          name: z.enum(["LinkedIn", "X", "Facebook", "Instagram"]).meta({ title: "Network" }),
          href: link("Profile address", "https:// address of the profile."),
        }),
      )
      .meta({ title: "Social links" }),
    external: z
      .strictObject({
        careersSite: link("Careers site", "The external careers site (header's Careers link)."),
        recruiterLogin: link("Recruiting sign-in", "Where Login as Recruiter or Admin leads."),
      })
      .meta({ title: "External sites" }),
    navigation: z
      .strictObject({
        header: z
          .strictObject({
            company: text("Company"),
            services: text("Services menu"),
            industries: text("Industries menu"),
            careers: text("Careers"),
            insights: text("Insights"),
            contact: text("Contact"),
          })
          .meta({ title: "Header labels" }),
        services: z
          .array(navLinkSchema)
          .min(1)
          .meta({ title: "Services menu", description: "The header's Services menu and the footer column." }),
        footer: z
          .strictObject({
            services: text("Services column"),
            software: text("Software column"),
            industries: text("Industries column"),
            company: text("Company column"),
          })
          .meta({ title: "Footer column headings" }),
        company: z.array(navLinkSchema).min(1).meta({ title: "Footer Company column" }),
      })
      .meta({ title: "Navigation" }),
    footer: z
      .strictObject({
        about: text("About line", 'After the years of experience, e.g. "years of IT consulting ...".'),
        rights: text("Rights line", 'After "© year name", e.g. "All rights reserved."'),
      })
      .meta({ title: "Footer" }),
    jobs: z
      .strictObject({
        departments: z.array(text("Department")).min(1).meta({ title: "Departments" }),
        locations: z.array(jobLocationSchema).min(1).meta({ title: "Job locations" }),
      })
      .meta({ title: "Jobs", description: "What a position can choose as its department and location." }),
  })
  .meta({ title: "Settings", description: "Brand, contact details, navigation, footer and jobs." });

/**
 * Markdown (paragraphs, lists, bold, italic, links), compiled by scripts/content.mjs into the site's
 * rich text, its links checked like every other.
 */
const markdownText = (
  title: string,
  description = 'Markdown: a blank line starts a paragraph, "- " a list item; [text](/path) makes a link.',
) => z.string().trim().min(1).meta({ title, description, widget: "text", markdown: true });

/**
 * Markdown that must be one paragraph (an intro with links): compiled by scripts/content.mjs into
 * the rich text's inline pieces, its links checked like every other.
 */
const inlineMarkdown = (title: string, description = "One paragraph; [text](/path) makes a link.") =>
  z.string().trim().min(1).meta({ title, description, widget: "text", markdown: "inline" });

/** One chat answer: Markdown with the placeholders {name}, {years}, {phone}, {tel}, {email}, {careersEmail}, {offices}, {services}. */
const chatMarkdown = (title: string, description = "Markdown; see the placeholders above.") =>
  markdownText(title, description);

const chatOptionId = z
  .enum(["services", "roles", "hiring", "work", "jobs", "connect"])
  .meta({ title: "Option" });

/**
 * The analytics consent banner's words (content/consent.yml), shown only in a build whose analytics
 * setup asks for consent (README "Analytics").
 */
export const consentSchema = z
  .strictObject({
    title: text("Heading"),
    text: longText("Text", "What is measured, and that nothing is until the visitor allows it."),
    privacyLabel: text("Privacy link label", "Links to the privacy policy's analytics section."),
    accept: text("Allow button"),
    decline: text("Decline button"),
    close: text("Close button", "Its name for screen readers."),
    statusGranted: text("Status: allowed", "Under Cookie settings, once analytics is allowed."),
    statusDenied: text("Status: declined", "Under Cookie settings, once analytics is declined."),
    statusSignal: longText(
      "Status: browser signal",
      "Under Cookie settings, when the browser sends Do Not Track or Global Privacy Control.",
    ),
  })
  .meta({ title: "Consent banner", description: "Asks before analytics counts a visit." });

/** A text with placeholders the code fills in, named in the field's help. */
const filledText = (title: string, placeholders: string, description?: string) =>
  text(title, [description, `Keep ${placeholders}: the site fills it in.`].filter(Boolean).join(" "));

/**
 * The words of the site's forms (content/forms.yml): the contact page's two forms, the careers
 * apply form, what every form shares, and the validation messages, whose numbers ({min}, {max})
 * come from the forms' rules (app/components/form/rules.ts) so that message and rule agree.
 */
export const formsSchema = z
  .strictObject({
    shared: z
      .strictObject({
        email: text("Email label"),
        optional: text("Optional mark", "After the label of a field that may stay empty."),
        charactersUsed: text("Counter name", "Read by screen readers before the character count."),
        sending: text("Sending", "The send button while the message is on its way."),
        privacyLink: text("Privacy link", "Beside every send button; links to the privacy policy."),
        noScript: text("Without JavaScript", "Shown when the browser runs no JavaScript; the email follows."),
        honeypot: text("Spam trap label", "Only robots see it."),
        done: text("Close button of the thank-you box"),
        fromWebsite: text(
          "Unnamed sender",
          'In an email subject when the name is empty, e.g. "the website".',
        ),
      })
      .meta({ title: "Every form" }),
    failure: z
      .strictObject({
        title: text("Heading"),
        text: text("Text", "After the reason; the email address follows."),
        retry: text("Retry button"),
        emailInstead: text("Email button"),
        setup: text("Reason: not set up"),
        network: text("Reason: no connection"),
        rateLimit: text("Reason: too many messages (429)"),
        headless: text("Reason: headless browser (451)"),
        forbidden: text("Reason: refused (403)"),
        server: filledText("Reason: service trouble (5xx)", "{status}"),
        rejected: filledText("Reason: not accepted", "{status}"),
        timeout: filledText("Reason: no answer", "{seconds}"),
        spamTrap: longText("Reason: spam trap filled in"),
      })
      .meta({ title: "When a message is not sent" }),
    validation: z
      .strictObject({
        emailRequired: text("Email missing"),
        emailInvalid: text("Email invalid"),
        messageRequired: text("Message missing"),
        messageTooShort: filledText("Message too short", "{min}"),
        tooLong: filledText("Text too long", "{max}"),
        nameRequired: text("Name missing"),
        phoneRequired: text("Phone number missing"),
        countryRequired: text("Country missing"),
        topicRequired: text("Topic missing"),
        customTopicRequired: text("Custom topic missing"),
        fullNameRequired: text("Full name missing"),
        cvRequired: text("CV missing"),
        cvType: text("CV of another format"),
        cvEmpty: text("CV empty"),
        cvTooLarge: filledText("CV too large", "{max} (megabytes)"),
      })
      .meta({ title: "Validation messages", description: "Shown under a field once it has been left." }),
    contactPage: z
      .strictObject({
        label: text("Forms area name", "For screen readers."),
        railLabel: text("Icon rail name", "For screen readers."),
        contactInfo: text("Rail: contact info"),
        contactInfoName: text("Rail: contact info, spoken"),
        maps: text("Rail: maps"),
        mapsName: text("Rail: maps, spoken"),
        nextStepsTitle: text("What happens next heading"),
        step: text("Step", 'Read by screen readers before each step\'s number, e.g. "Step".'),
        nextSteps: z.array(longText("Step")).min(1).meta({ title: "What happens next" }),
        preferEmailTitle: text("Email box heading"),
        preferEmailText: longText("Email box text"),
      })
      .meta({ title: "Contact page around the forms" }),
    contact: z
      .strictObject({
        title: text("Heading"),
        intro: longText("Intro"),
        railName: text("Rail button, spoken"),
        name: text("Name label"),
        phone: text("Phone label"),
        country: text("Country label"),
        countryPrompt: text("Country placeholder"),
        message: text("Message label"),
        messagePlaceholder: text("Message placeholder"),
        submit: text("Send button"),
        note: text("Note beside the button"),
        handoffNote: longText("Note on a message filled in from the chat"),
        handoffClear: text("Clear button of that note"),
        successTitle: text("Thank-you heading"),
        successText: longText("Thank-you text"),
        mailSubject: filledText("Email subject", "{sender}", "When the visitor emails the message instead."),
      })
      .meta({ title: "Contact Us form" }),
    write: z
      .strictObject({
        title: text("Heading"),
        intro: longText("Intro"),
        railName: text("Rail button, spoken"),
        topic: text("Topic label"),
        topicPrompt: text("Topic prompt"),
        topics: z
          .strictObject({ job: text("Jobs"), services: text("Services"), custom: text("Something else") })
          .meta({ title: "Topics" }),
        customTopic: text("Custom topic label"),
        message: text("Message label"),
        messagePlaceholder: filledText("Message placeholder", "{min}"),
        submit: text("Send button"),
        note: text("Note beside the button"),
        successTitle: text("Thank-you heading"),
        successText: longText("Thank-you text", "For the topic Something else."),
        successTextAbout: filledText("Thank-you text with the topic", "{topic}"),
        mailSubject: filledText("Email subject", "{topic}", "When the visitor emails the message instead."),
        mailGeneral: text("Email subject without a topic"),
      })
      .meta({ title: "Write to Us form" }),
    apply: z
      .strictObject({
        applyingFor: text("Applying for", "On a job's page, before the job's title."),
        jobId: filledText("Job ID", "{jobId}"),
        fullName: text("Full name label"),
        message: text("Message label"),
        positionPlaceholder: text("Message placeholder on a job's page"),
        generalPlaceholder: text("Message placeholder on the careers page"),
        cv: text("CV label"),
        cvHint: filledText("CV help", "{max} (megabytes)"),
        noFile: text("No file yet"),
        chooseFile: text("Choose button"),
        chooseAnother: text("Choose again button"),
        submit: text("Send button"),
        note: text("Note beside the button", "The careers email follows."),
        successTitle: text("Thank-you heading"),
        thanks: text("Thanks"),
        thanksNamed: filledText("Thanks with the name", "{sender}"),
        successPosition: filledText("Thank-you text on a job's page", "{title} and {jobId}"),
        successGeneral: longText("Thank-you text on the careers page"),
        generalApplication: text(
          "Job title of a general application",
          "What your inbox receives as the job.",
        ),
        mailSubjectPosition: filledText("Email subject on a job's page", "{title}, {jobId} and {sender}"),
        mailSubject: filledText("Email subject on the careers page", "{sender}"),
        mailPosition: filledText("Email line naming the job", "{title} and {jobId}"),
        mailAttach: text("Email line asking for the CV"),
      })
      .meta({ title: "Careers apply form" }),
  })
  .meta({ title: "Forms", description: "Labels, buttons, messages and thank-you texts of every form." });

/** A group of short texts, each with its editor title (and help): `[title, description?]`. */
const textGroup = <Keys extends string, Extra extends z.ZodRawShape = Record<never, never>>(
  title: string,
  fields: Record<Keys, readonly [string, string?]>,
  /** Fields of other kinds (Markdown), after the texts. */
  extra?: Extra,
) =>
  z
    .strictObject({
      ...(Object.fromEntries(
        Object.entries<readonly [string, string?]>(fields).map(([key, [label, help]]) => [
          key,
          text(label, help),
        ]),
      ) as Record<Keys, ReturnType<typeof text>>),
      ...(extra as Extra),
    })
    .meta({ title });

const spoken = "For screen readers.";
const keep = (placeholders: string, description?: string) =>
  [description, `Keep ${placeholders}: the site fills it in.`].filter(Boolean).join(" ");

/**
 * The site's own words that every page carries (content/ui.yml): the header and footer, the
 * search and chat buttons, carousels, the error page, and the few labels that several page
 * templates share. A page's own labels are in its page file, the search dialog's in
 * content/search.yml and the chat panel's in content/chatbot.yml: each page's JavaScript carries
 * only the words it shows.
 */
export const uiSchema = z
  .strictObject({
    shell: textGroup("Every page", {
      skipLink: ["Skip link", "The first link, for keyboard users: jumps to the page's content."],
      home: ["Logo link", `After the company name. ${spoken}`],
      mainNav: ["Main menu name", spoken],
      mobileNav: ["Phone menu name", spoken],
      openMenu: ["Open menu button", spoken],
      closeMenu: ["Close menu button", spoken],
      footerNav: ["Footer menu name", spoken],
      legalNav: ["Legal links name", spoken],
      privacyPolicy: ["Privacy policy link", "In the footer, beside the copyright."],
      accessibility: ["Accessibility statement link", "In the footer, beside the copyright."],
      socialList: ["Social links name", spoken],
      socialLink: ["Social link", keep("{brand} and {network}", spoken)],
      darkTheme: ["Dark theme button"],
      cookieSettings: ["Cookie settings button", "In the footer, when analytics asks for consent."],
      close: ["Close button of a dialog", spoken],
      newTab: ["New tab note", `After a link that opens a new tab. ${spoken}`],
      step: ["Step", `Before a step's number. ${spoken}`],
    }),
    login: textGroup("Login", {
      button: ["Header button"],
      title: ["Dialog heading"],
      recruiter: ["Recruiter choice"],
      recruiterText: ["Recruiter text"],
      admin: ["Admin choice"],
      adminText: ["Admin text"],
    }),
    carousel: textGroup("Carousels", {
      role: ["Kind", spoken],
      slideRole: ["Kind of a slide", spoken],
      previous: ["Previous button", spoken],
      next: ["Next button", spoken],
      play: ["Play button", spoken],
      pause: ["Pause button", spoken],
      slide: ["Slide", keep("{n} and {total}", spoken)],
    }),
    searchButton: textGroup(
      "Search button",
      {
        label: ["Button name", spoken],
        title: ["Button tooltip", "Names the keyboard shortcuts."],
        heading: ["Search heading"],
        field: ["Search field label"],
        loading: ["Loading"],
        failed: ["Could not load", "When the search's code never comes."],
      },
      {
        noScript: inlineMarkdown(
          "Without JavaScript",
          "Shown in the search box where the browser runs no JavaScript, so search cannot work: where to look instead. One paragraph; [text](/path) makes a link.",
        ),
      },
    ),
    chatLauncher: textGroup(
      "Chat button",
      {
        region: ["Chat area name", spoken],
        open: ["Button name", spoken],
        loading: ["Loading"],
        failed: ["Could not open"],
      },
      {
        noScript: inlineMarkdown(
          "Without JavaScript",
          "Shown in the chat's place where the browser runs no JavaScript, so the chat cannot work: how to reach you instead. One paragraph; [text](/path) makes a link, {email} is the contact address.",
        ),
      },
    ),
    formFailed: textGroup("Form that could not load", {
      contact: ["Contact form", "When the form's code never comes. The contact email address follows."],
      apply: ["Apply form", "When the form's code never comes. The careers email address follows."],
    }),
    pages: textGroup("Page templates", {
      requestMeeting: ["Service pages: hero button"],
      whatWeDeliver: ["IT consulting topics: section heading"],
      lastUpdated: ["Legal pages: before the date"],
      onThisPage: ["Legal pages: contents heading"],
      or: ["Legal pages: between two office addresses", 'e.g. "or".'],
      megabytes: ["Legal pages: a file size", keep("{max}", 'e.g. "{max} MB".')],
    }),
    articles: textGroup("Articles", {
      readArticle: ["Card link"],
      minRead: ["Reading time", keep("{minutes}")],
      allInsights: ["Back link of every article"],
    }),
    jobListing: textGroup("Job search listing", {
      responsibilities: ["Responsibilities heading", "In each job's listing for search engines."],
      requirements: ["Requirements heading", "In each job's listing for search engines."],
      preferred: ["Nice to have heading", "In each job's listing for search engines."],
    }),
  })
  .meta({
    title: "Site texts",
    description:
      "Buttons, menus, headings of the page templates, search, the chat's frame and the error page.",
  });

/** The search dialog's words (content/search.yml); its button and heading are the site texts'. */
export const searchSchema = textGroup("Search", {
  placeholder: ["Field placeholder"],
  failed: ["Could not load"],
  retry: ["Retry button"],
  hint: ["Before typing"],
  foundOne: ["One result", keep("{count}")],
  foundMany: ["Results", keep("{count}")],
  noMatch: ["No results", "The words typed follow."],
  noMatchHelp: ["No results help", "A link to the insights follows."],
  allInsights: ["Insights link"],
  results: ["Results list name", spoken],
}).meta({ title: "Search", description: "The search dialog, once its code has loaded." });

/** The chatbot's words (content/chatbot.yml); spec §4's fixed replies stay in code. */
export const chatbotSchema = z
  .strictObject({
    welcome: chatMarkdown("Welcome", "The first message, before the question and the options."),
    options: z
      .array(
        z.strictObject({
          id: chatOptionId,
          label: text("Button label"),
          answer: chatMarkdown("Answer"),
          handoffLink: text(
            "Contact form link",
            "The text of the link in the answer that carries the chat into the contact form.",
          ).optional(),
        }),
      )
      .length(6)
      .meta({ title: "Options", description: "The six options, in the order of their buttons." }),
    keywords: z
      .array(
        z.strictObject({
          option: chatOptionId,
          words: z
            .array(z.string().trim().toLowerCase().min(2).meta({ title: "Keyword" }))
            .min(1)
            .meta({ title: "Keywords", description: "Lowercase parts of words that pick this option." }),
        }),
      )
      .meta({
        title: "Keywords",
        description:
          "What a typed message is matched against, in order: the first option with a matching keyword wins.",
      }),
    thanks: chatMarkdown("Thanks", "After the visitor answers no to more questions."),
    panel: textGroup("Chat panel", {
      assistant: ["Assistant's name", "The panel's heading."],
      online: ["Status"],
      restart: ["Start over button"],
      close: ["Close button"],
      conversation: ["Conversation name", spoken],
      options: ["Options name", spoken],
      newConversation: ["New conversation button", "After the chat has ended."],
      input: ["Message field name", spoken],
      placeholder: ["Message field placeholder"],
      send: ["Send button", spoken],
      you: ["Visitor's messages", `Before each of the visitor's messages. ${spoken}`],
      handoffPrefix: [
        "Contact form summary",
        "Starts the chat's summary that Connect with Us puts in the contact form.",
      ],
      handoffFallback: [
        "Contact form summary, empty chat",
        "The summary when the visitor has not chosen or typed anything.",
      ],
    }),
  })
  .meta({
    title: "Chatbot",
    description:
      "Placeholders: {name} company name, {years} years of experience, {phone}, {tel} (for tel: links), {email}, {careersEmail}, {offices}, {services} every software service linked to its page (the option whose answer has it also answers to each service's name).",
  });

const iconName = z.enum(ICON_NAMES).meta({ title: "Icon" });

/** The home page (/): content/pages/home.yml. Spec §2 Home fixes the five steps' titles. */
export const homeSchema = z
  .strictObject({
    meta: pageMetaSchema,
    hero: z
      .strictObject({
        eyebrow: sized("eyebrow", "Eyebrow"),
        title: sized("heading", "Heading", "The page's only h1."),
        intro: longText("Intro"),
        slides: z
          .array(
            z.strictObject({
              tagline: sized("title", "Tagline"),
              text: longText("Text"),
              art: sceneName,
              alt: text("Illustration description"),
              photo: optionalPicture(
                "Photo",
                "Optional: shown instead of the illustration (which still shows beside the video on wide screens).",
              ),
            }),
          )
          .length(2)
          .meta({
            title: "Phone slides",
            description: "The two slides shown instead of the video on phones.",
          }),
      })
      .meta({ title: "Hero" }),
    intro: z
      .strictObject({
        title: text("Heading"),
        text: inlineMarkdown("Text", "One paragraph; the service links open in a new tab."),
      })
      .meta({ title: "Intro" }),
    offersIntro: sectionIntroSchema.meta({ title: "Services section" }),
    offers: z
      .array(
        z.strictObject({
          title: sized("title", "Title"),
          description: longText("Text"),
          icon: iconName,
          href: link("Link"),
          cta: sized("button", "Link label"),
        }),
      )
      .length(4)
      .meta({ title: "Services grid", description: "The four flip cards." }),
    stepsIntro: sectionIntroSchema.meta({ title: "How we work section" }),
    steps: z.array(stepSchema).length(5).meta({ title: "How we work", description: "The five steps." }),
    blogIntro: sectionIntroSchema.meta({ title: "Insights section" }),
    partnersIntro: sectionIntroSchema.meta({ title: "Partners section" }),
    partners: z
      .array(
        z
          .strictObject({
            name: text("Name", "The partner's name, which also describes its shipped logo."),
            logo: z.enum(PARTNER_LOGOS).optional().meta({
              title: "Shipped logo",
              description: "A logo that comes with the site; an uploaded logo shows instead.",
            }),
            photo: optionalPicture("Uploaded logo", "Optional: a logo file of your own (PNG, JPEG or WebP)."),
          })
          .refine((partner) => partner.logo || partner.photo, {
            message: "needs a shipped logo or an uploaded one",
            path: ["logo"],
          }),
      )
      .min(1)
      .meta({
        title: "Partners",
        description: "The home page's carousel and the company page's logos, in order.",
      }),
    popup: z
      .strictObject({
        title: sized("sectionHeading", "Heading"),
        text: longText("Text"),
        action: sized("button", "Button label"),
      })
      .meta({ title: "Popup", description: "Shown on arrival; its button leads to the contact page." }),
    labels: textGroup("Buttons and names", {
      talkToExpert: ["First hero button"],
      exploreServices: ["Second hero button"],
      highlights: ["Phone slides name", spoken],
      playVideo: ["Play video button", spoken],
      pauseVideo: ["Pause video button", spoken],
      flipHint: ["Flip card hint"],
      learnMore: ["Intro button"],
      learnMoreAbout: ["Intro button, spoken end", `After the button's label. ${spoken}`],
      latestInsights: ["Insights carousel name", spoken],
      partners: ["Partners carousel name", spoken],
      maybeLater: ["Popup's second button"],
    }),
  })
  .meta({ title: "Home page" });

/** The company page (/company): content/pages/company.yml. Spec §2 Company fixes counters and values. */
export const companySchema = z
  .strictObject({
    meta: pageMetaSchema,
    hero: heroSchema,
    mission: sectionIntroSchema.meta({ title: "Who we are" }),
    counters: z
      .array(
        z.strictObject({
          label: text("Label"),
          target: z.number().int().min(1).meta({ title: "Number" }),
          suffix: z.string().meta({ title: "After the number", description: 'e.g. "+"' }),
        }),
      )
      .length(3)
      .meta({ title: "Counters" }),
    values: z.array(textCardSchema).length(4).meta({ title: "Core values" }),
    vision: textCardSchema.meta({ title: "Vision" }),
    missionStatement: textCardSchema.meta({ title: "Mission" }),
    partnersIntro: sectionIntroSchema.meta({ title: "Partners section" }),
    cta: callToActionSchema,
    labels: textGroup("Section headings", {
      coreValues: ["Values heading"],
      visionMission: ["Vision and mission heading"],
    }),
  })
  .meta({ title: "Company page" });

/** The careers page (/careers): content/pages/careers.yml. The table's rows are the positions. */
export const careersSchema = z
  .strictObject({
    meta: pageMetaSchema,
    hero: heroSchema,
    perksIntro: sectionIntroSchema.meta({ title: "Perks section" }),
    perks: z
      .array(z.strictObject({ title: sized("title", "Perk"), icon: iconName }))
      .min(1)
      .meta({ title: "Perks" }),
    lifeIntro: sectionIntroSchema.meta({ title: "Life with us section" }),
    life: z
      .array(
        z.strictObject({
          title: sized("title", "Title"),
          description: longText("Text"),
          points: z.array(text("Point")).min(1).meta({ title: "Points" }),
          art: artName,
        }),
      )
      .length(5)
      .meta({ title: "Life cards" }),
    positionsIntro: sectionIntroSchema.meta({ title: "Open positions section" }),
    noOpenPositions: longText("No open positions", "Shown instead of the table when no role is open."),
    positionApply: z
      .strictObject({ backLabel: text("Back link label"), text: longText("Text") })
      .meta({ title: "Apply section of each job page" }),
    jobNotListed: sectionIntroSchema.meta({ title: "Job not listed section" }),
    externalSite: z
      .strictObject({
        title: sized("sectionHeading", "Heading"),
        text: longText("Text"),
        label: sized("button", "Button label"),
      })
      .meta({ title: "External careers site" }),
    labels: textGroup("Positions table and careers site", {
      table: ["Positions table name", spoken],
      number: ["Column: number"],
      department: ["Column: department"],
      jobId: ["Column: job ID"],
      location: ["Column: location"],
      externalTitle: ["Careers site frame name", spoken],
      showExternal: ["Show careers site button"],
      externalNote: ["Careers site note", keep("{host}")],
      preferFullWindow: ["Careers site link text"],
    }),
    positionLabels: textGroup("Labels of each job page", {
      apply: ["Hero button"],
      location: ["Location label"],
      employment: ["Employment label"],
      jobId: ["Job ID label"],
      posted: ["Posted label"],
      applyBy: ["Apply by label"],
      payRange: ["Pay range label"],
      about: ["About heading"],
      workplace: ["Workplace label"],
      responsibilities: ["Responsibilities heading"],
      requirements: ["Requirements heading"],
      preferred: ["Nice to have heading"],
      applyFor: ["Apply heading", keep("{title}")],
      salary: ["Pay range", keep("{min}, {max} and {per}")],
      perYear: ["Pay per year"],
      perMonth: ["Pay per month"],
      perHour: ["Pay per hour"],
    })
      .extend({
        employmentTypes: z
          .strictObject(
            Object.fromEntries(
              EMPLOYMENT_TYPES.map((type) => [type, text(employmentTypeLabels[type])]),
            ) as Record<EmploymentType, ReturnType<typeof text>>,
          )
          .meta({
            title: "Employment types",
            description: "How each employment type is written on a job's page.",
          }),
      })
      .meta({ title: "Labels of each job page" }),
  })
  .meta({ title: "Careers page" });

/** A section with an intro and a set of cards. */
const cardSection = <Card extends z.ZodType>(title: string, card: Card) =>
  z
    .strictObject({ intro: sectionIntroSchema, cards: z.array(card).min(1).meta({ title: "Cards" }) })
    .meta({ title });

/** The IT consulting overview (/it-consulting): content/pages/it-consulting.yml. */
export const itConsultingSchema = z
  .strictObject({
    meta: pageMetaSchema,
    hero: heroSchema,
    why: cardSection("Why IT consulting", textCardSchema),
    whatWeDo: cardSection("What we do (carousel)", linkCardSchema),
    whyChooseUs: cardSection("Why choose us", textCardSchema),
    cta: callToActionSchema,
  })
  .meta({ title: "IT consulting" });

/** One IT consulting topic (/it-infra, /it-assess, /it-design): alternating image and text blocks. */
export const consultingTopicSchema = z
  .strictObject({
    meta: pageMetaSchema,
    hero: heroSchema,
    blocks: z
      .array(
        z.strictObject({
          title: sized("title", "Title"),
          description: longText("Text", "A blank line starts a new paragraph."),
          art: artName,
          alt: text("Illustration description"),
        }),
      )
      .min(1)
      .meta({ title: "Blocks", description: "Image and text blocks, alternating sides." }),
    cta: callToActionSchema,
  })
  .meta({ title: "IT consulting topic" });

/** The staffing page (/staffingSolutions). Spec §2: five hiring steps, four cards to /contactUs. */
export const staffingSchema = z
  .strictObject({
    meta: pageMetaSchema,
    hero: heroSchema,
    why: cardSection("Why staffing", textCardSchema),
    process: z
      .strictObject({
        intro: sectionIntroSchema,
        steps: z.array(stepSchema).length(5).meta({ title: "Steps" }),
      })
      .meta({ title: "Hiring process" }),
    services: z
      .strictObject({
        intro: sectionIntroSchema,
        cards: z.array(linkCardSchema).length(4).meta({ title: "Cards" }),
      })
      .meta({ title: "Services" }),
    cta: callToActionSchema,
  })
  .meta({ title: "Staffing" });

/** The project management page (/projectManagement). Spec §2: four cards, five grouped lists. */
export const projectManagementSchema = z
  .strictObject({
    meta: pageMetaSchema,
    hero: heroSchema,
    why: cardSection("Why project management", textCardSchema),
    services: z
      .strictObject({
        intro: sectionIntroSchema,
        cards: z.array(linkCardSchema).length(4).meta({ title: "Cards" }),
      })
      .meta({ title: "Services" }),
    practices: z
      .strictObject({
        intro: sectionIntroSchema,
        groups: z
          .array(
            z.strictObject({
              title: sized("title", "Group"),
              items: z.array(text("Item")).min(1).meta({ title: "Items" }),
            }),
          )
          .length(5)
          .meta({ title: "Groups" }),
      })
      .meta({ title: "Practices" }),
    cta: callToActionSchema,
  })
  .meta({ title: "Project management" });

/** The software services overview (/softwareServices); its grid is the services collection. */
export const softwareServicesSchema = z
  .strictObject({
    meta: pageMetaSchema,
    hero: heroSchema,
    intro: sectionIntroSchema.meta({ title: "Intro" }),
    cta: callToActionSchema,
    labels: textGroup("Labels", {
      specialistServices: ["After the number of services", "In the circle's middle."],
    }),
  })
  .meta({
    title: "Software services overview",
    description: "{serviceCount} in a text is the number of software services, in words.",
  });

/** The contact page (/contactUs); its forms, phone, emails and offices are the settings. */
export const contactSchema = z
  .strictObject({
    meta: pageMetaSchema,
    hero: heroSchema,
    details: sectionIntroSchema.meta({ title: "Contact details section" }),
    offices: z.strictObject({ title: text("Heading") }).meta({ title: "Offices section (maps)" }),
    labels: textGroup("Contact details and maps labels", {
      email: ["Email heading"],
      generalEnquiries: ["General email label"],
      careers: ["Careers email label"],
      phone: ["Phone heading"],
      callUs: ["Phone label"],
      offices: ["Offices heading"],
      followUs: ["Social heading"],
      openMap: ["Map link"],
      mapTitle: ["Map name", keep("{office}", spoken)],
      showMap: ["Show map button"],
      showMapOf: ["Show map button, spoken end", keep("{office}", spoken)],
      mapNote: ["Map note"],
    }),
  })
  .meta({ title: "Contact page" });

/** The insights page (/insights); its cards are the articles. */
export const insightsSchema = z
  .strictObject({
    meta: pageMetaSchema,
    hero: heroSchema,
    articles: sectionIntroSchema.meta({ title: "Articles section" }),
    articleCta: callToActionSchema.meta({ title: "Call to action under every article" }),
    labels: textGroup("RSS feed", {
      feedLink: ["Feed link name", "How browsers and feed readers name the insights' RSS feed."],
      feedTitle: ["Feed title", "The RSS feed's own title; {name} is the company name."],
    }),
  })
  .meta({ title: "Insights page" });

/** The Page Not Found screen (any address that is not a page). */
export const notFoundSchema = z
  .strictObject({
    meta: pageMetaSchema,
    hero: heroSchema,
    back: text("Back button label", "The button to the home page."),
  })
  .meta({ title: "Page not found" });

/** A legal page's section: its #anchor, heading and Markdown text. */
const legalSectionSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, "must be lowercase words joined by hyphens, e.g. who-we-are")
    .meta({
      title: "Anchor",
      description: "The section's address on the page (/privacy#analytics); links point at it.",
    }),
  title: text("Heading"),
  body: markdownText("Text"),
  analytics: z
    .strictObject({
      text: markdownText(
        "Text",
        "Replaces the text above when the site is built with analytics (README Analytics); {analyticsName} and {analyticsHost} name the service.",
      ),
      consent: markdownText(
        "Consent paragraph",
        "After the first paragraph, when the analytics service may set a cookie (a banner asks first).",
      ),
      noConsent: markdownText(
        "No-consent paragraph",
        "After the first paragraph, when the analytics service sets no cookie.",
      ),
    })
    .optional()
    .meta({ title: "When analytics is on", description: "Only for the section about analytics." }),
});

/**
 * The privacy policy and the accessibility statement (/privacy, /accessibility): one template
 * (app/routes/legal.tsx). Texts may use the placeholders listed in app/content/legal.ts.
 */
export const legalPageSchema = z.strictObject({
  meta: pageMetaSchema,
  hero: heroSchema,
  updated: isoDate("Last updated", "The day of the last review, shown under the heading."),
  sections: z
    .array(legalSectionSchema)
    .min(1)
    .refine((sections) => new Set(sections.map((section) => section.id)).size === sections.length, {
      message: "two sections have the same anchor",
    })
    .meta({ title: "Sections", description: "In page order; each is listed under On this page." }),
});

/** The privacy policy: the analytics banner links to its #analytics section, which says both setups. */
export const privacySchema = legalPageSchema
  .refine((page) => page.sections.some((section) => section.id === "analytics" && section.analytics), {
    message: 'needs a section with the anchor "analytics" and its "When analytics is on" texts',
    path: ["sections"],
  })
  .meta({ title: "Privacy policy" });

/**
 * A folder of content/ with one record a file, `content/<name>/*.yml` (or `.md`); with `pages`, a
 * page for each record, at `path(record, id)` (`id`: the file's name without its extension), drawn
 * by `app/routes/<name in kebab case>.tsx`, while `published(record, day)` (the build's day,
 * YYYY-MM-DD) holds.
 */
const folder = <Schema extends z.ZodType>(
  schema: Schema,
  options: {
    format?: "yml" | "md";
    pages?: {
      path(record: z.output<Schema>, id: string): string;
      published?(record: z.output<Schema>, day: string): boolean;
    };
  } = {},
) => ({ kind: "folder", schema, format: options.format ?? "yml", pages: options.pages }) as const;

/** One of the site's own files, `content/<kebab-name>.yml`: words and settings every page uses. */
const siteFile = <Schema extends z.ZodType>(schema: Schema) => ({ kind: "site", schema }) as const;

/**
 * One page of its own, `content/pages/<kebab-name>.yml`, served at `path` by the page component
 * `app/routes/<template>.tsx` (by default the name in kebab case); `aliases` serve it too.
 */
const page = <Schema extends z.ZodType>(
  schema: Schema,
  path: string,
  options: {
    template?: string;
    aliases?: readonly string[];
    /** false: no address of its own (the Not Found page, sent for every unknown address). */
    listed?: boolean;
  } = {},
) => ({ kind: "page", schema, path, ...options }) as const;

/**
 * Every collection of content/, by name: what each file holds (its schema), where it lives (the
 * name: `itConsulting` is content/pages/it-consulting.yml) and, for a page, its address. Astro's
 * content layer (app/content.config.ts), the editor's collections (scripts/cms-config.mjs), the
 * checks, the site's pages and the sitemap all derive from it: a new page is its file, its entry
 * here and its component in app/routes/.
 */
export const contentCollections = {
  services: folder(serviceSchema, { pages: { path: (service) => service.path } }),
  industries: folder(industrySchema, { pages: { path: (industry) => industry.path } }),
  // A position is on the site up to and including its last day.
  positions: folder(positionSchema, {
    pages: {
      path: (position) => `/careers/${position.slug}`,
      published: (position, day) => position.validThrough >= day,
    },
  }),
  articles: folder(articleSchema, { format: "md", pages: { path: (_article, slug) => `/insights/${slug}` } }),
  settings: siteFile(settingsSchema),
  chatbot: siteFile(chatbotSchema),
  consent: siteFile(consentSchema),
  forms: siteFile(formsSchema),
  ui: siteFile(uiSchema),
  search: siteFile(searchSchema),
  home: page(homeSchema, "/"),
  company: page(companySchema, "/company"),
  careers: page(careersSchema, "/careers"),
  itConsulting: page(itConsultingSchema, "/it-consulting", { aliases: ["/itConsulting"] }),
  itInfra: page(consultingTopicSchema, "/it-infra", { template: "consulting-topic" }),
  itAssess: page(consultingTopicSchema, "/it-assess", { template: "consulting-topic" }),
  itDesign: page(consultingTopicSchema, "/it-design", { template: "consulting-topic" }),
  staffing: page(staffingSchema, "/staffingSolutions"),
  projectManagement: page(projectManagementSchema, "/projectManagement"),
  softwareServices: page(softwareServicesSchema, "/softwareServices"),
  contact: page(contactSchema, "/contactUs"),
  insights: page(insightsSchema, "/insights"),
  notFound: page(notFoundSchema, "/404", { template: "not-found", listed: false }),
  privacy: page(privacySchema, "/privacy", { template: "legal" }),
  accessibility: page(legalPageSchema.meta({ title: "Accessibility statement" }), "/accessibility", {
    template: "legal",
  }),
} as const;

export type ContentName = keyof typeof contentCollections;
type Entries = typeof contentCollections;
/** The collections of many records (a folder of content/ each). */
export type FolderName = {
  [Name in ContentName]: Entries[Name]["kind"] extends "folder" ? Name : never;
}[ContentName];
/** The collections of one file each (the site's own files and the single pages). */
export type SingleName = Exclude<ContentName, FolderName>;
/** The single pages. */
export type PageName = {
  [Name in ContentName]: Entries[Name]["kind"] extends "page" ? Name : never;
}[ContentName];
/** What a collection's file holds once checked. */
export type RecordOf<Name extends ContentName> = z.output<Entries[Name]["schema"]>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Where a collection's files are, under the project: a folder and the pattern of its files. */
export function contentLocation(name: ContentName): { base: string; pattern: string } {
  const entry: { kind: string; format?: string } = contentCollections[name];
  if (entry.kind === "folder") return { base: `content/${name}`, pattern: `*.${entry.format}` };
  return { base: entry.kind === "page" ? "content/pages" : "content", pattern: `${kebab(name)}.yml` };
}

/** A single collection's file, from the project's root: `content/pages/it-consulting.yml`. */
export const singleFile = (name: SingleName) => {
  const { base, pattern } = contentLocation(name);
  return `${base}/${pattern}`;
};

/** The collections of many records, by folder name, and the single files, by name: views of the one table. */
export const collections = Object.fromEntries(
  Object.entries(contentCollections).flatMap(([name, entry]) =>
    entry.kind === "folder" ? [[name, entry.schema]] : [],
  ),
) as { [Name in FolderName]: Entries[Name]["schema"] };
export const singles = Object.fromEntries(
  Object.entries(contentCollections).flatMap(([name, entry]) =>
    entry.kind === "folder" ? [] : [[name, entry.schema]],
  ),
) as { [Name in SingleName]: Entries[Name]["schema"] };

export type CollectionName = keyof typeof collections;
export type ServiceRecord = z.output<typeof serviceSchema>;
export type IndustryRecord = z.output<typeof industrySchema>;
export type PositionRecord = z.output<typeof positionSchema>;
export type ArticleFrontMatter = z.output<typeof articleSchema>;
/** An uploaded picture and its description, as a record holds it. */
export type PictureRecord = z.output<ReturnType<typeof picture>>;
export type SettingsRecord = z.output<typeof settingsSchema>;
export type JobLocation = z.output<typeof jobLocationSchema>;
export type ChatbotRecord = z.output<typeof chatbotSchema>;
export type ConsentRecord = z.output<typeof consentSchema>;
export type FormsRecord = z.output<typeof formsSchema>;
export type UiRecord = z.output<typeof uiSchema>;
export type SearchRecord = z.output<typeof searchSchema>;
export type HomeRecord = z.output<typeof homeSchema>;
export type CompanyRecord = z.output<typeof companySchema>;
export type CareersRecord = z.output<typeof careersSchema>;
export type ItConsultingRecord = z.output<typeof itConsultingSchema>;
export type ConsultingTopicRecord = z.output<typeof consultingTopicSchema>;
export type StaffingRecord = z.output<typeof staffingSchema>;
export type ProjectManagementRecord = z.output<typeof projectManagementSchema>;
export type SoftwareServicesRecord = z.output<typeof softwareServicesSchema>;
export type ContactRecord = z.output<typeof contactSchema>;
export type InsightsRecord = z.output<typeof insightsSchema>;
export type NotFoundRecord = z.output<typeof notFoundSchema>;
export type LegalPageRecord = z.output<typeof legalPageSchema>;
