/**
 * Strategic partners (home carousel, company page). Each logo is `public/partners/<slug>.svg`,
 * drawn by `tools/art/catalog/partners.mjs`. To use a real logo, drop `<slug>.svg` (240x80) into
 * `app/content/partner-logos/`: the build copies it instead of drawing one.
 */
export interface Partner {
  name: string;
  slug: string;
}

export const partners = [
  { name: "Copado", slug: "copado" },
  { name: "CloudBees", slug: "cloudbees" },
  { name: "AWS", slug: "aws" },
  { name: "Google", slug: "google" },
  { name: "Microsoft", slug: "microsoft" },
  { name: "Salesforce", slug: "salesforce" },
] as const satisfies readonly Partner[];

/** Partner logos are drawn on a 240x80 canvas. */
export const PARTNER_LOGO_SIZE = { width: 240, height: 80 } as const;
