import { site } from "~/content/site";
import { themeColor } from "~/lib/theme.server";

/** /site.webmanifest, from the site config, so a rebrand renames the installed app too. */
export function GET() {
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    description: site.tagline,
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
  return new Response(`${JSON.stringify(manifest, null, 2)}\n`, {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
