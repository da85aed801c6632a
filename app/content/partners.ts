/**
 * Strategic partners (home carousel, company page): the list is content/pages/home.yml
 * (`partners`, edited in the CMS under Pages). Each shipped logo is `public/partners/<name>.svg`,
 * drawn by `tools/art/catalog/partners.mjs`; to ship a real one, drop `<name>.svg` (240x80) into
 * `app/content/partner-logos/` and the build copies it instead of drawing one. An owner can also
 * upload a logo in the editor (a `picture()`), which the build makes responsive like any upload.
 */
import type { ResponsiveImage } from "~/lib/media";

/** The logos that ship with the site, selectable in the editor beside uploads. */
export const PARTNER_LOGOS = ["copado", "cloudbees", "aws", "google", "microsoft", "salesforce"] as const;
export type PartnerLogoName = (typeof PARTNER_LOGOS)[number];

/** A partner as the pages draw it: its name (the shipped logo's alt text) and its logo. */
export interface Partner {
  name: string;
  logo?: PartnerLogoName;
  /** An uploaded logo (shown instead of the shipped one), with its own description. */
  picture?: ResponsiveImage;
}

/** Partner logos are drawn on a 240x80 canvas. */
export const PARTNER_LOGO_SIZE = { width: 240, height: 80 } as const;

/** The partners as the pages draw them: the home page's list, each upload with its sizes and formats. */
export function partnerList<Photo>(
  partners: readonly { name: string; logo?: PartnerLogoName; photo?: Photo }[],
  picture: (photo: Photo) => ResponsiveImage | undefined,
): Partner[] {
  return partners.map(({ name, logo, photo }) => {
    const uploaded = photo && picture(photo);
    return { name, ...(logo && { logo }), ...(uploaded && { picture: uploaded }) };
  });
}
