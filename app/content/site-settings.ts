/**
 * The site's settings from a settings record (content/settings.yml), with the `VITE_*` build
 * variables of README "Configuration" overriding the matching values, plus the email-service ids
 * (deploy settings, not content), and the placeholders content texts fill from them. Pure
 * functions of a record: the content step runs them in Node before any file is generated, the
 * editor's preview on the settings being edited; ./site.ts applies them to the site's own.
 */
import { mapStrings } from "../lib/map-strings";
import { emailTemplateIds } from "../lib/shared-constants.mjs";
import type { SettingsRecord } from "./schema";

// Vite's build-time variables; in Node (browser tests read the config too) the process's.
const env: Record<string, string | undefined> = import.meta.env ?? globalThis.process?.env ?? {};

function pick(value: string | undefined, fallback: string): string {
  return value && value.trim() !== "" ? value.trim() : fallback;
}

/**
 * The site's settings from a settings record, with the build's `VITE_*` overrides: the site's
 * (./site.ts `site`), or the editor's preview of the settings being edited.
 */
export function siteFrom(content: SettingsRecord) {
  const name = pick(env.VITE_BRAND_NAME, content.name);
  const phone = pick(env.VITE_CONTACT_PHONE, content.contact.phone);
  return {
    ...content,
    name,
    /** The wordmark's big word; by default the name's first word. */
    shortName: pick(env.VITE_BRAND_SHORT_NAME, content.shortName ?? name.split(/\s+/)[0]!),
    url: pick(env.VITE_SITE_URL, content.url).replace(/\/$/, ""),
    contact: {
      ...content.contact,
      phone,
      /** The phone as a `tel:` link: its digits and a leading +, as dialers want them. */
      tel: `tel:${phone.replace(/[^\d+]/g, "")}` as const,
      emails: {
        general: pick(env.VITE_CONTACT_EMAIL, content.contact.emails.general),
        careers: pick(env.VITE_CAREERS_EMAIL, content.contact.emails.careers),
      },
    },
    // VITE_SOCIAL_LINKEDIN, VITE_SOCIAL_X, VITE_SOCIAL_FACEBOOK, VITE_SOCIAL_INSTAGRAM.
    social: content.social.map((link) => ({
      ...link,
      href: pick(env[`VITE_SOCIAL_${link.name.toUpperCase()}`], link.href),
    })),
    external: {
      careersSite: pick(env.VITE_CAREERS_SITE_URL, content.external.careersSite),
      recruiterLogin: pick(env.VITE_RECRUITER_LOGIN_URL, content.external.recruiterLogin),
    },
    /**
     * The email service (EmailJS) the forms deliver through. Without a public key the forms post
     * to the site's own origin instead, where `npm start` keeps each message in a local outbox.
     */
    email: {
      publicKey: pick(env.VITE_EMAILJS_PUBLIC_KEY, ""),
      serviceId: pick(env.VITE_EMAILJS_SERVICE_ID, "default_service"),
      templates: emailTemplateIds(env),
      origin: pick(env.VITE_EMAILJS_ORIGIN, "https://api.emailjs.com").replace(/\/$/, ""),
    },
  } as const;
}

export type Site = ReturnType<typeof siteFrom>;

/**
 * The placeholders content texts may use ({name}, {years}, {phone}, {tel}, {email},
 * {careersEmail}, {offices}), filled with the settings as this build sees them (`VITE_*` included).
 */
export function placeholdersOf(site: Site): Record<string, string> {
  return {
    name: site.name,
    years: site.foundedYears,
    phone: site.contact.phone,
    tel: site.contact.tel.slice("tel:".length),
    email: site.contact.emails.general,
    careersEmail: site.contact.emails.careers,
    offices: site.contact.addresses.map((address) => address.label).join(" and "),
  };
}

/**
 * A content record (or rich text) with every placeholder of `placeholders` in its strings filled;
 * any other `{word}` stays as written.
 */
export const fillWith = <T>(value: T, placeholders: Readonly<Record<string, string>>): T =>
  mapStrings(value, (text) => text.replace(/\{(\w+)\}/g, (whole, key: string) => placeholders[key] ?? whole));
