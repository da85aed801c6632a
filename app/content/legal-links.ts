/**
 * Where the privacy policy and the accessibility statement live, for the footer and the note
 * beside every form's submit button. Small on purpose: it ships with every page; the pages' text
 * is in `legal.ts`, the links' words in content/ui.yml (`shell.privacyPolicy`, `shell.accessibility`).
 */
export const legalLinks = {
  privacy: { href: "/privacy" },
  accessibility: { href: "/accessibility" },
} as const;
