/**
 * What the editor's checks know of the rest of the site (./validate.ts `SiteFacts`): the last
 * build's records and references, with every file this editor has published or deleted since it
 * opened laid over them. A check judges the site as the owner's last changes left it, not as the
 * last build found it: a link to a page published a minute ago is accepted, a page that another
 * page started linking to a minute ago cannot be deleted, and a picture an entry just started
 * showing stays in Media. A draft (the editorial workflow's Save) is not the site yet: its pages
 * cannot be linked to, but what it links to and shows cannot be deleted, or publishing it would
 * break the build. The previews draw the rest of the site from the same records. The files are
 * read as Decap reads them (./yaml-format.ts) and checked with the build's schemas and references
 * (~/content/checks).
 */
import { recordLinks, recordReferences, type References } from "~/content/checks";
import { contentCollections, contentLocation, type ContentName, type FolderName } from "~/content/schema";
import { sitePages, type ContentRecords, type Entry } from "~/content/site-pages";
import type { SiteFacts } from "./validate";
import { frontMatterAsWritten, yamlAsWritten } from "./yaml-format";

/** A file as the editor writes it: its path from the project's root, and its text. */
export interface WrittenFile {
  path: string;
  raw: string;
}

/**
 * The site as the editor knows it: its records (each folder's entries, each single file's data),
 * what refers to what, and the drafts saved here and not published yet (by their collection and
 * entry: "services/java").
 */
export interface KnownSite {
  records: ContentRecords;
  references: References;
  drafts: Readonly<Record<string, readonly WrittenFile[]>>;
}

/** The checks' facts about `site`; `anchors`, the rendered pages' ids, where known. */
export function factsOf(site: KnownSite, anchors?: SiteFacts["anchors"]): SiteFacts {
  const { records } = site;
  return {
    // The pages the build's link check accepts.
    routes: new Set(sitePages(records).map((page) => page.path)),
    ...(anchors && { anchors }),
    jobs: records.settings.jobs,
    records: {
      services: records.services.map(({ data }) => data),
      industries: records.industries.map(({ data }) => data),
      positions: records.positions.map(({ data }) => data),
      // An article's address is its file's name.
      articles: records.articles.map(({ id, data }) => ({ ...data, slug: id })),
    },
    // A draft's links and pictures too: what it refers to must still be there when it is published.
    references: Object.values(site.drafts)
      .flat()
      .reduce((all, { path, raw }) => {
        const { links, uploads } = readFile(path, raw)?.references ?? { links: [], uploads: [] };
        return { links: [...all.links, ...links], uploads: [...all.uploads, ...uploads] };
      }, site.references),
  };
}

/**
 * The collection whose file `file` is (a path from the project's root), and for a folder's record
 * its id: "content/services/java.yml" is the service "java", "content/settings.yml" the settings.
 */
export function fileCollection(file: string): { name: ContentName; id?: string } | undefined {
  for (const name of Object.keys(contentCollections) as ContentName[]) {
    const { base, pattern } = contentLocation(name);
    if (contentCollections[name].kind !== "folder") {
      if (file === `${base}/${pattern}`) return { name };
      continue;
    }
    const extension = pattern.slice(pattern.indexOf("."));
    const inFolder = file.startsWith(`${base}/`) ? file.slice(base.length + 1) : "";
    if (inFolder.endsWith(extension) && inFolder.length > extension.length && !inFolder.includes("/"))
      return { name, id: inFolder.slice(0, -extension.length) };
  }
  return undefined;
}

/** The addresses of the pages the file `file` is in `site` (with their aliases): none for most single files. */
export function filePages(site: KnownSite, file: string): string[] {
  const found = fileCollection(file);
  if (!found) return [];
  return sitePages(site.records)
    .filter((page) => page.collection === found.name && page.id === found.id)
    .map((page) => page.path);
}

/** `site` without what the file `file` held: its record and its references. */
export function withoutFile(site: KnownSite, file: string): KnownSite {
  const found = fileCollection(file);
  const records = { ...site.records };
  if (found?.id !== undefined && found.name in records) {
    const name = found.name as FolderName;
    records[name] = (records[name] as Entry[]).filter((entry) => entry.id !== found.id) as never;
  }
  return {
    records,
    drafts: site.drafts,
    references: {
      links: site.references.links.filter((link) => link.file !== file),
      uploads: site.references.uploads.filter((upload) => upload.file !== file),
    },
  };
}

/**
 * The file `file` holding `text`, read as the build reads it: its collection, record and
 * references; undefined for a file of no collection or one the build's schema refuses.
 */
function readFile(file: string, text: string) {
  const found = fileCollection(file);
  if (!found) return undefined;
  const table = contentCollections[found.name];
  const markdown = table.kind === "folder" && table.format === "md";
  const { body, ...data } = (markdown ? frontMatterAsWritten : yamlAsWritten).fromFile(text);
  const result = table.schema.safeParse(data);
  if (!result.success) return undefined;
  const record = result.data as Record<string, unknown>;
  const source = { file, ...(typeof body === "string" && { body }) };
  const links = recordLinks(table.schema, record, source, []);
  return {
    ...found,
    record,
    body: typeof body === "string" ? body : undefined,
    references: recordReferences(table.schema, record, source, links),
  };
}

/**
 * `site` once the file `file` holds `text`, as the editor has just published it. A file the
 * build's schema refuses (which the editor's own check stops before it is written) is left out,
 * as the build would leave it; a file of no collection changes nothing.
 */
export function withFile(site: KnownSite, file: string, text: string): KnownSite {
  if (!fileCollection(file)) return site;
  const rest = withoutFile(site, file);
  const read = readFile(file, text);
  if (!read) return rest;
  const { name, id, record, body } = read;
  const references = {
    links: [...rest.references.links, ...read.references.links],
    uploads: [...rest.references.uploads, ...read.references.uploads],
  };
  if (id === undefined) return { ...rest, records: { ...rest.records, [name]: record }, references };
  const folder = name as FolderName;
  const entries = site.records[folder] as Entry[];
  const entry = { id, data: record, ...(body !== undefined && { body }) } as Entry;
  // A record keeps its place among the others; a new one comes last.
  const at = entries.findIndex((other) => other.id === id);
  const records = {
    ...rest.records,
    [folder]: at < 0 ? [...entries, entry] : entries.map((other, index) => (index === at ? entry : other)),
  };
  return { ...rest, records, references };
}

/** `site` with the draft of the entry `key` ("services/java") holding `files`, or without it (none). */
export function withDraft(site: KnownSite, key: string, files?: readonly WrittenFile[]): KnownSite {
  const drafts = Object.fromEntries(Object.entries(site.drafts).filter(([other]) => other !== key));
  return { ...site, drafts: files ? { ...drafts, [key]: files } : drafts };
}
