import { siteContent } from "~/content/site-content";
import { brandFavicon } from "~/lib/brand-files";

/** /favicon.svg, drawn at build time from the brand name in the settings. */
export async function GET() {
  const svg = brandFavicon((await siteContent()).content.site);
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}
