/**
 * The privacy policy and the accessibility statement (one template, `app/routes/legal.tsx`,
 * registered per page in the page manifest). The words are content/pages/privacy.yml and
 * accessibility.yml (edited in the CMS under Pages, checked by scripts/content.mjs, their Markdown
 * arriving as rich text); this module fills in what the settings and this build decide:
 * placeholders {name}, {shortName}, {email}, {careersEmail}, {phone}, {postalAddresses},
 * {emailServiceHost}, {careersSiteHost}, {cvLimit}, {analyticsName}, {analyticsHost}, and which
 * analytics text applies.
 */
import { resolveAnalyticsSettings } from "~/lib/analytics-settings.mjs";
import type { RichText } from "~/lib/rich-text";
import type { CompiledLegalPage } from "./compile";
import { fillWith, placeholdersOf, type Site } from "./site-settings";
import type { Page } from "./types";
import { CV_MAX_BYTES } from "./constants";
import { fillIn } from "./fill-in";
import { pageTexts } from "./ui";

type CompiledSection = CompiledLegalPage["sections"][number];

export interface LegalSection {
  /** Fragment id, e.g. "analytics" for /privacy#analytics. */
  id: string;
  title: string;
  body: RichText;
}

export interface LegalPage extends Page {
  /** ISO date of the last review, shown under the title. */
  updated: string;
  sections: readonly LegalSection[];
}

/** The analytics setup this build was made with (off unless VITE_ANALYTICS_PROVIDER is set). */
function analyticsSetup(site: Site) {
  const settings = resolveAnalyticsSettings(import.meta.env, site.url);
  if (!settings) return null;
  return {
    name: settings.provider === "plausible" ? "Plausible Analytics" : "Umami",
    host: new URL(settings.origin).host,
    consentRequired: settings.consentRequired,
  };
}

/** What a section says for this build: with analytics, its analytics text and consent paragraph. */
function sectionBody(section: CompiledSection, analytics: ReturnType<typeof analyticsSetup>): RichText {
  if (!analytics || !section.analytics) return section.body;
  const { text, consent, noConsent } = section.analytics;
  return [...text.slice(0, 1), ...(analytics.consentRequired ? consent : noConsent), ...text.slice(1)];
}

/** A page as the site shows it, from its compiled record (the build's, or the editor's entry). */
export function legalPage(record: CompiledLegalPage & { path: string }, site: Site): LegalPage {
  const analytics = analyticsSetup(site);
  const { path, meta, hero, updated, sections } = fillWith(record, {
    ...placeholdersOf(site),
    shortName: site.shortName,
    postalAddresses: site.contact.addresses
      .map((address) => address.lines.join(", "))
      .join(` ${pageTexts.or} `),
    emailServiceHost: new URL(site.email.origin).host,
    careersSiteHost: new URL(site.external.careersSite).host,
    cvLimit: fillIn(pageTexts.megabytes, { max: CV_MAX_BYTES / (1024 * 1024) }),
    analyticsName: analytics?.name ?? "",
    analyticsHost: analytics?.host ?? "",
  });
  return {
    path,
    meta,
    hero,
    updated,
    sections: sections.map((section) => ({
      id: section.id,
      title: section.title,
      body: sectionBody(section, analytics),
    })),
  };
}
