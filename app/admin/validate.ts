/**
 * What the build would refuse in one entry the editor is about to save or publish, in the build's
 * own sentences: the entry is parsed by its zod schema (app/content/schema.ts) and every problem
 * worded by app/content/problems.ts, as scripts/content.mjs does; then the checks across files
 * that can be made from the last build's facts (the site's pages, their anchors, the settings'
 * job lists, the ids other records hold).
 */
import type { ZodType } from "zod";
import { linkProblems, offeredProblems, recordLinks, UNIQUE_FIELDS, type JobChoices } from "~/content/checks";
import { alreadyUsed, describeIssue } from "~/content/problems";
import { collections, singleFile, singles, type SingleName } from "~/content/schema";
import { DEFAULT_ARTICLE_SECTION } from "~/lib/shared-constants.mjs";

/** An entry of the editor: a collection's record, or one of the single files by its name. */
export type EntryName = keyof typeof collections | keyof typeof singles;

type Data = Record<string, unknown>;

/** What the last build knows about the rest of the site. */
export interface SiteFacts {
  /** The site's pages, as scripts/content.mjs lists them for its link check. */
  routes: ReadonlySet<string>;
  /** Each rendered page's element ids; without them, anchors are left to the build. */
  anchors?: Readonly<Record<string, readonly string[]>>;
  /** The settings' job lists a position chooses from. */
  jobs: JobChoices;
  /**
   * What refers to what, as the last build found it: every internal link (`page` its page, `where`
   * "file:line: field") and every use of an uploaded picture (`src` its address).
   */
  references?: {
    links: readonly { file: string; where: string; page: string }[];
    uploads: readonly { file: string; where: string; src: string }[];
  };
  /** The records of each collection (their unique fields, and a position's choices). */
  records: {
    services: readonly Data[];
    industries: readonly Data[];
    positions: readonly Data[];
    articles: readonly Data[];
  };
}

/** How a record of another file is named when it already holds a value. */
const recordName: Record<keyof SiteFacts["records"], (record: Data) => string> = {
  services: (record) => `the service "${String(record.name)}"`,
  industries: (record) => `the industry "${String(record.name)}"`,
  positions: (record) => positionFile(record),
  articles: (record) => `content/articles/${String(record.slug)}.md`,
};

/** A position's file: the editor names it after its address (scripts/cms-config.mjs `slug`). */
const positionFile = (record: Data) => `content/positions/${String(record.slug)}.yml`;

const schemaOf = (name: EntryName): ZodType =>
  name in collections ? collections[name as keyof typeof collections] : singles[name as keyof typeof singles];

/** The file an entry is saved to, as the build names it. */
export function entryFile(name: EntryName, path: string | undefined, data: Data): string {
  if (path) return path;
  if (name in singles) return singleFile(name as SingleName);
  if (name === "positions" && typeof data.slug === "string" && data.slug) return positionFile(data);
  return `content/${name}/(new entry)`;
}

/**
 * The sentences the build would stop with for this entry. `original` is the entry as it was
 * before this edit (undefined for a new entry), so that its own old values are not taken for
 * another record's.
 */
export function entryProblems(
  name: EntryName,
  file: string,
  entry: Data,
  facts: SiteFacts,
  original?: Data,
): string[] {
  // An article's body is the file's Markdown after the front matter; the schema is its front matter.
  const { body, ...frontMatter } = entry;
  const data = name === "articles" ? frontMatter : entry;
  const schema = schemaOf(name);
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) return result.error.issues.map((issue) => `${file}: ${describeIssue(issue)}`);
  const record = result.data as Data;
  const problems: string[] = [];

  if (name === "positions") problems.push(...offeredProblems(record, facts.jobs, () => file));
  // The settings' lists: every position of the site keeps a department and a location offered.
  if (name === "settings") {
    const { jobs } = record as { jobs: JobChoices };
    for (const position of facts.records.positions)
      problems.push(...offeredProblems(position, jobs, () => positionFile(position)));
  }

  for (const [collection, field] of UNIQUE_FIELDS) {
    if (collection !== name || record[field] === undefined) continue;
    // The build's own copy of this entry holds its old value: that one is not another record's.
    let own = original?.[field];
    const other = facts.records[collection].find((candidate) => {
      if (candidate[field] !== record[field]) return false;
      if (own !== undefined && candidate[field] === own) {
        own = undefined;
        return false;
      }
      return true;
    });
    if (!other) continue;
    // A new entry is named after the address it would take: the other record's file, when both
    // have the same address.
    const otherName = recordName[collection](other);
    problems.push(
      alreadyUsed(otherName === file ? `${file} (new entry)` : file, field, record[field], otherName),
    );
  }

  // A page that moves (a new Address): the links elsewhere to where it was would lead nowhere.
  if (original) {
    const moved = pagesOf(name, original).filter((page) => !pagesOf(name, record).includes(page));
    const linking = linksTo(moved, file, facts);
    if (linking.length)
      problems.push(
        `${file}: ${name === "positions" ? "slug" : "path"}: the page cannot move from ${listed(moved)} while other pages link there: ${linking}. Change those links first.`,
      );
  }

  // Links: to a page of the site, and to an element of it when the page's ids are known.
  const found = recordLinks(
    schema,
    record,
    { file, ...(name === "articles" && typeof body === "string" && { body }) },
    problems,
  );
  problems.push(...linkProblems(found, facts.routes, facts.anchors));
  return problems;
}

/** The pages a record of a collection is: a service's or industry's address, a job's, an article's. */
function pagesOf(name: EntryName, record: Data): string[] {
  const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);
  const page =
    name === "services" || name === "industries"
      ? text(record.path)
      : name === "positions" && text(record.slug)
        ? `/careers/${text(record.slug)}`
        : name === "articles" && text(record.slug)
          ? `/insights/${text(record.slug)}`
          : undefined;
  return page ? [page] : [];
}

/** Where files other than `file` link to one of `pages`, "file:line: field; ...", or "". */
function linksTo(pages: readonly string[], file: string, facts: SiteFacts): string {
  return (facts.references?.links ?? [])
    .filter((link) => link.file !== file && pages.includes(link.page))
    .map((link) => link.where)
    .join("; ");
}

/** "a, b and c" */
const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");

/**
 * What the build would refuse once this entry's file is deleted: a link elsewhere to its page (a
 * menu, a card, an article), or the last article with the section the old /insightsBlog address
 * opens. `record` is the entry as its file holds it.
 */
export function deletionProblems(name: EntryName, file: string, record: Data, facts: SiteFacts): string[] {
  const problems: string[] = [];
  const pages = pagesOf(name, record);
  const linking = linksTo(pages, file, facts);
  if (linking)
    problems.push(
      `${file}: cannot be deleted while other pages link to ${listed(pages)}: ${linking}. Change or remove those links first.`,
    );
  if (name === "articles" && record.section === DEFAULT_ARTICLE_SECTION) {
    const others = facts.records.articles.filter(
      (article) => article.section === DEFAULT_ARTICLE_SECTION && article.slug !== record.slug,
    );
    if (!others.length)
      problems.push(
        `${file}: cannot be deleted: it is the article with section "${DEFAULT_ARTICLE_SECTION}", the one the old /insightsBlog address opens. Give another article that section first.`,
      );
  }
  return problems;
}

/**
 * What the build would refuse once an uploaded picture is deleted from the media folder: every
 * record that shows it. `file` is its path in the repository (content/media/<name>).
 */
export function mediaDeletionProblems(file: string, facts: SiteFacts): string[] {
  const name = file.slice(file.lastIndexOf("/") + 1);
  const using = (facts.references?.uploads ?? []).filter(
    (upload) => upload.src.slice(upload.src.lastIndexOf("/") + 1) === name,
  );
  if (!using.length) return [];
  const files = [...new Set(using.map((upload) => upload.file))];
  return [
    `${file}: cannot be deleted while ${listed(files)} ${files.length > 1 ? "show" : "shows"} it: ${using
      .map((upload) => upload.where)
      .join("; ")}. Choose another picture there, or remove it, first.`,
  ];
}
