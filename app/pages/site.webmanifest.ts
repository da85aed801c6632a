import { siteContent } from "~/content/site-content";
import { webManifest } from "~/lib/brand-files";

/** /site.webmanifest, from the settings. */
export async function GET() {
  const manifest = webManifest((await siteContent()).content.site);
  return new Response(`${JSON.stringify(manifest, null, 2)}\n`, {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
