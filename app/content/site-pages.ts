/**
 * The site's pages, derived from the content table (./schema.ts `contentCollections`) and the
 * records: each single page at its address (and its aliases), each record of a folder with pages
 * at its own. The build renders them (app/pages/[...page].astro), and the sitemap, the search index,
 * the link checks and the editor's checks read the same list.
 */
import {
  contentCollections,
  type ContentName,
  type FolderName,
  type RecordOf,
  type SingleName,
} from "./schema";

/** A folder's record as read: its file's name without the extension, its data and a Markdown body. */
export interface Entry<Name extends FolderName = FolderName> {
  id: string;
  data: RecordOf<Name>;
  body?: string;
}

/** Every record of content/, checked: each folder's entries, each single file's data. */
export type ContentRecords = { [Name in FolderName]: Entry<Name>[] } & {
  [Name in SingleName]: RecordOf<Name>;
};

export interface SitePage {
  path: string;
  /** The page component: app/routes/<template>.tsx. */
  template: string;
  /** The collection the page shows and, for a folder's record, the record's id. */
  collection: ContentName;
  id?: string;
  /** Serves the page at `canonical`'s address too: not in the sitemap, the search or link checks' targets. */
  canonical?: string;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The calendar day (UTC) of a moment, as YYYY-MM-DD. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

type AnyEntry = {
  kind: string;
  path?: string;
  template?: string;
  aliases?: readonly string[];
  listed?: boolean;
  pages?: { path(record: never, id: string): string; published?(record: never, day: string): boolean };
};

/**
 * The page that shows the collection `name`'s record (a folder's: `entry`), published or not; none
 * for a file that no page shows (the settings, the chatbot's words). The editor's preview draws it.
 */
export function pageOf(name: ContentName, entry?: Entry): SitePage | undefined {
  const table = contentCollections[name] as AnyEntry;
  const template = table.template ?? kebab(name);
  if (table.kind === "page" && table.path) return { path: table.path, template, collection: name };
  if (table.kind !== "folder" || !table.pages || !entry) return undefined;
  const path = (table.pages.path as (record: unknown, id: string) => string)(entry.data, entry.id);
  return { path, template, collection: name, id: entry.id };
}

/**
 * Every page and alias of the site on `today` (default: now, the moment of the build): in the
 * table's order, a folder's in the order of `records`.
 */
export function sitePages(records: Pick<ContentRecords, FolderName>, today = new Date()): SitePage[] {
  const day = isoDay(today);
  return Object.entries(contentCollections as Record<ContentName, AnyEntry>).flatMap(
    ([name, table]): SitePage[] => {
      const collection = name as ContentName;
      if (table.kind === "page" && table.listed !== false) {
        const page = pageOf(collection)!;
        return [
          page,
          ...(table.aliases ?? []).map((alias) => ({ ...page, path: alias, canonical: page.path })),
        ];
      }
      if (table.kind !== "folder" || !table.pages) return [];
      const published = table.pages.published as ((record: unknown, day: string) => boolean) | undefined;
      return (records[collection as FolderName] as Entry[])
        .filter((record) => published?.(record.data, day) ?? true)
        .map((record) => pageOf(collection, record)!);
    },
  );
}

/** The canonical pages' addresses: what the sitemap and the search index list, and links may name. */
export const canonicalPaths = (pages: readonly SitePage[]) =>
  pages.filter((page) => !page.canonical).map((page) => page.path);
