/*
 * The brand's files made at build time (/favicon.svg, /site.webmanifest), in the theme's colours
 * read from the stylesheet's file: apart from ./brand.ts, which the logo brings into the browser.
 */
import { brandMark, faviconSvg } from "./brand";
import { themeColor } from "./theme-colors";

/** The favicon of a brand: its short name's initial on the brand tile in the theme's colours. */
export function brandFavicon(brand: { name: string; shortName: string }): string {
  return faviconSvg(brandMark(brand.name, brand.shortName).initial, {
    from: themeColor("brand-500"),
    to: themeColor("brand"),
  });
}

/** The web-app manifest of a brand, so a rebrand renames the installed app too. */
export function webManifest(brand: { name: string; shortName: string; tagline: string }) {
  return {
    name: brand.name,
    short_name: brand.shortName,
    description: brand.tagline,
    start_url: "/",
    display: "standalone",
    background_color: themeColor("white"),
    theme_color: themeColor("ink"),
    icons: [
      { src: "/favicon.svg", type: "image/svg+xml", sizes: "any" },
      // Drawn at build time from the favicon (scripts/build/brand-icons.mjs).
      { src: "/icon-192.png", type: "image/png", sizes: "192x192" },
      { src: "/icon-512.png", type: "image/png", sizes: "512x512" },
    ],
  };
}
