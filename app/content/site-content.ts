/**
 * The site's content at build time, from Astro's content layer (app/content.config.ts): every
 * collection read with `getCollection`, compiled once (./compile.ts), and the pages it makes
 * (./site-pages.ts). Only Astro's pages and endpoints call it; components get what they show as props.
 */
import { getCollection } from "astro:content";
import { responsiveImage } from "./uploads";
import { compileContent, type SiteContent } from "./compile";
import { contentCollections, type ContentName } from "./schema";
import { sitePages, type ContentRecords, type SitePage } from "./site-pages";

async function readRecords(): Promise<ContentRecords> {
  const records: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(contentCollections)) {
    const entries = await getCollection(name as ContentName);
    records[name] =
      entry.kind === "folder" ? entries.map(({ id, data, body }) => ({ id, data, body })) : entries[0]?.data;
  }
  return records as ContentRecords;
}

async function load() {
  const records = await readRecords();
  return { content: compileContent(records, { picture: responsiveImage }), pages: sitePages(records) };
}

let loaded: Promise<{ content: SiteContent; pages: SitePage[] }> | undefined;

/** The compiled content and the site's pages: read once per build, on every request in development. */
export function siteContent(): Promise<{ content: SiteContent; pages: SitePage[] }> {
  if (import.meta.env.DEV) return load();
  return (loaded ??= load());
}
