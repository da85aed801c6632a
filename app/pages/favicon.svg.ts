import { site } from "~/content/site";
import { brandMark, faviconSvg } from "~/lib/brand";
import { themeColor } from "~/lib/theme.server";

/** /favicon.svg, drawn at build time from the brand name in the site config. */
export function GET() {
  const svg = faviconSvg(brandMark(site.name, site.shortName).initial, {
    from: themeColor("brand-500"),
    to: themeColor("brand"),
  });
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}
