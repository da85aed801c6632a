/**
 * Everything that identifies the company: name, contact details, external links and the
 * email-service ids. Each value can be overridden at build time by a `VITE_*` variable
 * (see README "Configuration"). The defaults use reserved example domains and 555-01xx numbers.
 */

import { BRAND_NAME_DEFAULT, emailTemplateIds, SITE_URL_DEFAULT } from "../lib/shared-constants.mjs";

// Vite's build-time variables; in Node (browser tests read the config too) the process's.
const env: Record<string, string | undefined> = import.meta.env ?? globalThis.process?.env ?? {};

function pick(value: string | undefined, fallback: string): string {
  return value && value.trim() !== "" ? value.trim() : fallback;
}

const name = pick(env.VITE_BRAND_NAME, BRAND_NAME_DEFAULT);

export const site = {
  name,
  /** The wordmark's big word; by default the name's first word. */
  shortName: pick(env.VITE_BRAND_SHORT_NAME, name.split(/\s+/)[0]!),
  tagline: "IT consulting, staffing, project management and software services",
  url: pick(env.VITE_SITE_URL, SITE_URL_DEFAULT).replace(/\/$/, ""),
  foundedYears: "15+",
  locale: "en_US",
  contact: {
    phone: pick(env.VITE_CONTACT_PHONE, "+1 (212) 555-0142"),
    emails: {
      general: pick(env.VITE_CONTACT_EMAIL, "hello@altura.example"),
      careers: pick(env.VITE_CAREERS_EMAIL, "careers@altura.example"),
    },
    addresses: [
      {
        label: "United States",
        lines: ["450 Lexington Avenue, Suite 1200", "New York, NY 10017", "USA"],
        mapQuery: "450 Lexington Avenue, New York, NY 10017",
      },
      {
        label: "India",
        lines: ["Plot 12, HITEC City Road", "Madhapur, Hyderabad 500081", "India"],
        mapQuery: "HITEC City, Madhapur, Hyderabad 500081",
      },
    ],
  },
  social: [
    { name: "LinkedIn", href: pick(env.VITE_SOCIAL_LINKEDIN, "https://www.linkedin.example/company/altura") },
    { name: "X", href: pick(env.VITE_SOCIAL_X, "https://x.example/altura") },
    { name: "Facebook", href: pick(env.VITE_SOCIAL_FACEBOOK, "https://www.facebook.example/altura") },
    { name: "Instagram", href: pick(env.VITE_SOCIAL_INSTAGRAM, "https://www.instagram.example/altura") },
  ],
  external: {
    careersSite: pick(env.VITE_CAREERS_SITE_URL, "https://careers.altura.example"),
    recruiterLogin: pick(env.VITE_RECRUITER_LOGIN_URL, "https://recruit.altura.example/login"),
  },
  copyrightYear: 2024,
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

export type Site = typeof site;
