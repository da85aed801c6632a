/**
 * The privacy policy and the accessibility statement (one template, `app/routes/legal.tsx`,
 * registered per page in routes.ts). The text describes what THIS site does: keep it true when
 * a form, a storage key, an embed or the analytics setup changes.
 *
 * A section is a list of blocks: a string is a paragraph, `{ list }` a bulleted list, each written
 * in Markdown (links, bold, italic), compiled into the site's rich text when the page is built.
 */
import { resolveAnalyticsSettings } from "~/features/analytics/settings.mjs";
import { CV_MAX_BYTES } from "~/features/careers/apply-schema";
import { legalLinks } from "./legal-links";
import { site } from "./site";
import type { Page } from "./types";

export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  /** Fragment id, e.g. "analytics" for /privacy#analytics. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalPage extends Page {
  /** ISO date of the last review, shown under the title. */
  updated: string;
  sections: readonly LegalSection[];
}

const general = site.contact.emails.general;
const careersEmail = site.contact.emails.careers;
const postalAddresses = site.contact.addresses.map((address) => address.lines.join(", ")).join(" or ");
const cvLimit = `${CV_MAX_BYTES / (1024 * 1024)} MB`;
const emailServiceHost = new URL(site.email.origin).host;

/** What the analytics section says, for the setup this build was made with. */
function analyticsBlocks(): LegalBlock[] {
  const settings = resolveAnalyticsSettings(import.meta.env, site.url);
  if (!settings) {
    return [
      "This site does not use analytics, advertising or tracking tools. No script from another company runs when you open a page, and we do not build visitor profiles.",
    ];
  }
  const name = settings.provider === "plausible" ? "Plausible Analytics" : "Umami";
  const host = new URL(settings.origin).host;
  return [
    `We count visits with ${name}, a privacy-friendly analytics service, loaded from ${host}. It records the page address, the referring site, your browser type, operating system, screen size and country (derived from your IP address, which is not stored), and two events: that a form was delivered (which form, not what you wrote) and that a chat conversation started (not what you chose or typed).`,
    settings.consentRequired
      ? "Because this setup may set a cookie, nothing is loaded until you choose “Allow analytics” in the banner. Your choice is kept in your browser's local storage under “altura:analytics-consent”; change it at any time with “Cookie settings” at the bottom of every page."
      : `${name} uses no cookies and stores nothing on your device, so we do not ask for consent. You can still switch it off: see below.`,
    "If your browser sends a Do Not Track or Global Privacy Control signal, the analytics script is never loaded and no request is made, whatever else is set.",
    "We see only totals (for example, views per page per day). We keep them for 24 months and never sell them or combine them with other data.",
  ];
}

export const privacyPolicy = {
  path: legalLinks.privacy.href,
  meta: {
    title: "Privacy Policy",
    description: `How ${site.shortName}'s website handles the information you send: contact and careers forms, email delivery, drafts in your browser, chat, maps, analytics and logs.`,
  },
  hero: {
    eyebrow: "Privacy",
    title: "Privacy policy",
    intro:
      "What this website collects, why, where it goes, how long we keep it and what you can ask of us. In short: only what you type into a form, only to answer you.",
    art: "hero-cyber-security",
    alt: "Illustration of a shield protecting connected systems",
  },
  updated: "2026-11-23",
  sections: [
    {
      id: "who-we-are",
      title: "Who is responsible",
      blocks: [
        `${site.name} is responsible for this website and for the personal data you send through it. You can reach us at ${general}, by phone at ${site.contact.phone}, or by post at ${postalAddresses}.`,
      ],
    },
    {
      id: "forms",
      title: "What the forms collect",
      blocks: [
        "We only receive what you type into one of our three forms and send:",
        {
          list: [
            "Contact form (Contact Us page): your name, email address, phone number, country and message.",
            "Write to Us form (Contact Us page): the topic you pick, your email address and your message.",
            `Careers applications (the careers page and each position page): your full name, email address, message and CV (PDF, DOC or DOCX, at most ${cvLimit}), and, on a position page, the job ID and title you applied for.`,
          ],
        },
        "We use this only to answer you: to reply to an inquiry, to prepare a proposal you asked for, or to assess your application. We do not add you to a mailing list, and we never sell or rent your data. Our legal basis is your request (steps before a contract) and, for applications, our legitimate interest in hiring.",
        "Each form also contains a hidden field that only automated spam tools fill in; it is removed before anything is sent.",
      ],
    },
    {
      id: "delivery",
      title: "How your message reaches us",
      blocks: [
        `When you press Send, your browser sends the form directly to EmailJS (${emailServiceHost}), an email delivery service, which forwards it as an email to our inbox (${general}, or ${careersEmail} for applications) with your CV attached. EmailJS processes it on our behalf and keeps a short delivery log under its own privacy policy; it does not use your message for anything else.`,
        "If a message cannot be delivered, the page says so and keeps what you typed; nothing is sent again without you pressing Retry. You can always email us instead.",
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      blocks: [
        {
          list: [
            "Inquiries from the contact forms: 24 months after our last exchange, then deleted, unless they led to a contract (then as long as the law requires us to keep business records).",
            "Applications and CVs: 12 months after the position is filled, so we can contact you about a similar role; earlier if you ask us to delete them. If you are hired, they become part of your employee file.",
            "Server logs: 14 days (see below).",
          ],
        },
      ],
    },
    {
      id: "your-browser",
      title: "What stays in your browser",
      blocks: [
        "The site keeps a few things in your browser's session storage, which your browser deletes when you close the tab. None of it is sent to us:",
        {
          list: [
            "Drafts of a form you have started (the text fields only, never your CV), so a reload does not lose them; removed as soon as the message is sent.",
            "Which of the two contact forms you had open.",
            "The chat conversation: our chat assistant runs entirely in your browser with prepared answers. What you choose or type in the chat is not sent to us or to anyone else.",
            "That you closed the welcome pop-up on the home page, so it does not open again.",
          ],
        },
        "The site sets no cookies of its own.",
      ],
    },
    {
      id: "third-parties",
      title: "Maps, the careers site and other websites",
      blocks: [
        "Every page, font and image of this site is served from our own server: opening a page contacts no other company.",
        `The office maps (OpenStreetMap) and the list of current openings from our careers site (${new URL(site.external.careersSite).host}) only load when you press the button that shows them. From then on, that site receives your IP address and browser details, and its own privacy policy applies. Links to our social media profiles work the same way: nothing is loaded until you follow them.`,
      ],
    },
    {
      id: "analytics",
      title: "Analytics",
      blocks: analyticsBlocks(),
    },
    {
      id: "logs",
      title: "Server logs",
      blocks: [
        "Like every web server, ours records each request: your IP address, the date and time, the page requested, the answer status, the referring page and your browser's user agent. We use these logs only to keep the site running and secure (for example, to stop abuse), keep them for 14 days and then delete them.",
      ],
    },
    {
      id: "security",
      title: "Security",
      blocks: [
        "The site is served only over HTTPS, with a strict Content Security Policy that allows scripts from our own server alone (and, when analytics is set up, from the analytics service). Messages travel encrypted to the email service and to our inbox, and only the people who answer inquiries or recruit can read them.",
      ],
    },
    {
      id: "rights",
      title: "Your rights",
      blocks: [
        "Wherever you live, you can ask us to:",
        {
          list: [
            "tell you what data we hold about you and give you a copy;",
            "correct it, or delete it;",
            "stop or restrict using it, or object to how we use it;",
            "hand it to you or another company in a common format.",
          ],
        },
        `Email [${general}](mailto:${general}?subject=Privacy%20request) with the subject “Privacy request”. We answer within 30 days and may ask you to confirm your identity first. You can also complain to a data protection authority: in the European Union or United Kingdom, the one where you live; in India, the Data Protection Board of India; in California, the California Privacy Protection Agency. We do not sell or share personal data as the California Consumer Privacy Act defines it.`,
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        "When the site starts handling data differently, we update this page first and change the date at the top.",
      ],
    },
  ],
} as const satisfies LegalPage;

export const accessibilityStatement = {
  path: legalLinks.accessibility.href,
  meta: {
    title: "Accessibility Statement",
    description: `${site.shortName}'s website aims to meet WCAG 2.2 level AA: what we do, how we test it, the known limitations and how to report a problem.`,
  },
  hero: {
    eyebrow: "Accessibility",
    title: "Accessibility statement",
    intro:
      "Everyone should be able to read this site, contact us and apply for a job, whatever device, browser or assistive technology they use.",
    art: "hero-it-assess",
    alt: "Illustration of a team reviewing a system together",
  },
  updated: "2026-11-23",
  sections: [
    {
      id: "standard",
      title: "The standard we meet",
      blocks: [
        "This website aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. We consider it conformant, with the exceptions listed under “Known limits”.",
      ],
    },
    {
      id: "what-we-do",
      title: "What we have done",
      blocks: [
        {
          list: [
            "Every page works with a keyboard alone, starts with a “Skip to content” link and has one main heading, landmarks and a logical heading order.",
            "Every page is complete as HTML, so it can be read with JavaScript turned off; the forms then offer our email address instead.",
            "Form fields have visible labels; error messages appear next to the field, are announced by screen readers and say how to fix the problem. A failed send keeps what you typed.",
            "Text and controls meet the contrast ratios of WCAG 2.2 AA and keyboard focus is always visible.",
            "Pages reflow to a 320-pixel-wide screen and can be zoomed to 400% without losing content.",
            "Moving content respects your “reduce motion” setting; carousels stop on hover and focus and have a pause button.",
            "Images that carry meaning have text alternatives; decorative ones are hidden from screen readers.",
            "The chat assistant is a labelled dialog you can open, use and close with the keyboard; new messages are announced.",
          ],
        },
      ],
    },
    {
      id: "testing",
      title: "How we test",
      blocks: [
        "Every change to the site runs an automated test suite in a real Chromium browser before it can be published:",
        {
          list: [
            "axe-core checks every page against WCAG 2.2 A and AA rules;",
            "browser tests use the site as a person would, finding controls by their role and accessible name, and check keyboard operation of menus, dialogs, carousels, forms and the chat;",
            "every page is checked with the Nu HTML Checker, and one page of each template is audited with Lighthouse;",
            "layouts are reviewed at 375 and 1440 pixels wide.",
          ],
        },
        "Automated tools find only part of the problems, which is why your reports matter to us: see below.",
      ],
    },
    {
      id: "known-limits",
      title: "Known limits",
      blocks: [
        {
          list: [
            "The office maps (OpenStreetMap) and our external careers site load content from other companies, which we cannot fully control. Each has a text alternative on our page: the full office addresses, and a direct link to the careers site.",
            "The careers form accepts CVs only as PDF, DOC or DOCX. If you cannot provide one of these, email us and we will find another way.",
            "The short video on the home page is decorative and has no sound; it can be paused, and it does not play when you ask for reduced motion.",
          ],
        },
      ],
    },
    {
      id: "feedback",
      title: "Report a problem",
      blocks: [
        `If something on this site does not work for you, or you need information in another format, email [${general}](mailto:${general}?subject=Accessibility) with the subject “Accessibility” or call ${site.contact.phone}. Tell us the page address and what went wrong; we reply within 5 working days and fix confirmed problems as a priority.`,
        "If you are not satisfied with our answer, you can contact the accessibility enforcement body of your country.",
      ],
    },
  ],
} as const satisfies LegalPage;

export const legalPages: readonly LegalPage[] = [privacyPolicy, accessibilityStatement];

export function getLegalPage(path: string): LegalPage | undefined {
  return legalPages.find((page) => page.path === path);
}

/** A section's blocks as one Markdown document (paragraphs, and lists of "- " items). */
export function sectionMarkdown(section: LegalSection): string {
  return section.blocks
    .map((block) => (typeof block === "string" ? block : block.list.map((item) => `- ${item}`).join("\n")))
    .join("\n\n");
}
