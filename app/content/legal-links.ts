/**
 * Where the privacy policy and the accessibility statement live, for the footer and the note
 * beside every form's submit button. Small on purpose: it ships with every page; the pages' text
 * is in `legal.ts`.
 */
export const legalLinks = {
  privacy: { label: "Privacy policy", href: "/privacy" },
  accessibility: { label: "Accessibility", href: "/accessibility" },
} as const;
