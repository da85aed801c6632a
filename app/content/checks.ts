/**
 * The checks a record must pass beyond its schema, one function each, shared by the build
 * (scripts/content.mjs, over every file, with lines) and the editor before it saves
 * (app/admin/validate.ts, over one entry, with the file alone): its Markdown compiles as the site
 * draws it, its internal links lead to pages (and elements) of the site, a position's choices are
 * the settings' own, and the fields no two records may share. The sentences are ./problems.ts's.
 */
import { toJSONSchema, type ZodType } from "zod";
import { parseInlineMarkdown, parseMarkdown } from "~/lib/markdown";
import {
  fieldPath,
  links,
  markdownLinks,
  marked,
  noSuchAnchor,
  notAPage,
  notOffered,
  type FieldPath,
} from "./problems";

type Data = Record<string, unknown>;

/**
 * Where a record is written: its file, and (in the build, which has the file's text) the line of
 * each field and of an article's body. `lineOf(path).block` says the field's text starts on the
 * line after its key (a YAML block scalar).
 */
export interface RecordSource {
  file: string;
  lineOf?: (path: FieldPath) => { line?: number | undefined; block?: boolean };
  /** An article's Markdown after its front matter, and that text's first line in the file. */
  body?: string;
  bodyLine?: number;
}

/** An internal or outside link of a record: the field it is in, its address, "file:line: field". */
export interface FoundLink {
  path: FieldPath;
  href: string;
  where: string;
}

/** The line in the file of line `inText` (1-based) of a field's text, when the file's lines are known. */
function lineIn(source: RecordSource, path: FieldPath, inText?: number): number | undefined {
  if (path.length === 1 && path[0] === "body" && source.bodyLine !== undefined)
    return inText ? source.bodyLine + inText - 1 : source.bodyLine;
  const { line, block } = source.lineOf?.(path) ?? {};
  return line && (block && inText ? line + inText : line);
}

const whereIn = (source: RecordSource, path: FieldPath, inText?: number) => {
  const line = lineIn(source, path, inText);
  return `${source.file}${line ? `:${line}` : ""}: ${fieldPath(path)}`;
};

type SchemaJson = Parameters<typeof links>[0];
const schemaJsons = new WeakMap<ZodType, SchemaJson>();
/**
 * A schema as JSON Schema, with the marks (link, Markdown, upload) its fields carry: made once per
 * schema, since every record of a collection and every check of it reads the same one.
 */
function schemaJson(schema: ZodType): SchemaJson {
  let json = schemaJsons.get(schema);
  if (!json)
    schemaJsons.set(
      schema,
      (json = toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as SchemaJson),
    );
  return json;
}

/**
 * Every link of a record (link fields, Markdown fields and an article's body), after compiling
 * each Markdown text as the build does: a construct the site's rich text has no place for (a `#`
 * heading, HTML) is pushed to `problems`, at its line when known.
 */
export function recordLinks(
  schema: ZodType,
  data: Data,
  source: RecordSource,
  problems: string[],
): FoundLink[] {
  const texts = links(schemaJson(schema), data).map(({ path, href, markdown, inline }) => ({
    path,
    href,
    markdown,
    inline,
  }));
  if (source.body !== undefined)
    texts.push({ path: ["body"], href: undefined, markdown: source.body, inline: false });
  return texts.flatMap(({ path, href, markdown, inline }) => {
    if (href !== undefined) return [{ path, href, where: whereIn(source, path) }];
    try {
      if (inline) parseInlineMarkdown(markdown!);
      else parseMarkdown(markdown!);
    } catch (error) {
      const { message } = error as Error;
      const inText = Number(/\(line (\d+)\)/.exec(message)?.[1]) || undefined;
      problems.push(`${whereIn(source, path, inText)}: ${message}`);
    }
    return markdownLinks(markdown!).map((link) => ({
      path,
      href: link.href,
      where: whereIn(source, path, link.line),
    }));
  });
}

/**
 * The internal links that lead nowhere: to no page of the site, or (when the rendered pages' ids
 * are known) to no element of their page. Links to other sites are not checked here.
 */
export function linkProblems(
  found: readonly FoundLink[],
  routes: ReadonlySet<string>,
  anchors?: Readonly<Record<string, readonly string[]>>,
): string[] {
  return found.flatMap(({ href, where }) => {
    if (!href.startsWith("/")) return [];
    const url = new URL(href, "https://site.invalid");
    if (!routes.has(href.split(/[?#]/)[0]!)) return [notAPage(where, href)];
    const ids = url.hash ? anchors?.[url.pathname] : undefined;
    const id = decodeURIComponent(url.hash.slice(1));
    return ids && !ids.includes(id) ? [noSuchAnchor(where, href, id, url.pathname)] : [];
  });
}

/**
 * What records refer to: the page of each internal link, and each uploaded picture shown, with the
 * record's file and "file:line: field". The editor refuses to delete a page or a picture referred to.
 */
export interface References {
  links: { file: string; where: string; page: string }[];
  uploads: { file: string; where: string; src: string }[];
}

/** What one record refers to; `found` is its links (`recordLinks`). */
export function recordReferences(
  schema: ZodType,
  data: Data,
  source: RecordSource,
  found: readonly FoundLink[],
): References {
  return {
    links: found
      .filter(({ href }) => href.startsWith("/"))
      .map(({ href, where }) => ({ file: source.file, where, page: href.split(/[?#]/)[0]! })),
    uploads: marked("upload", schemaJson(schema), data).map(({ path, value }) => ({
      file: source.file,
      where: whereIn(source, path),
      src: value,
    })),
  };
}

/** The settings' job lists a position chooses its department and location from. */
export interface JobChoices {
  departments: readonly string[];
  locations: readonly { name: string }[];
}

/** A position's department and location that the settings do not offer; `at(field)` names the place. */
export function offeredProblems(position: Data, jobs: JobChoices, at: (field: string) => string): string[] {
  const offered = { department: jobs.departments, location: jobs.locations.map((place) => place.name) };
  return Object.entries(offered).flatMap(([field, values]) =>
    values.includes(position[field] as string) ? [] : [notOffered(at(field), field, position[field], values)],
  );
}

/**
 * The fields no two records of a collection may share: one record per address, per requisition
 * number (a JobPosting's identifier) and per legacy article section.
 */
export const UNIQUE_FIELDS = [
  ["services", "path"],
  ["industries", "path"],
  ["positions", "slug"],
  ["positions", "jobId"],
  ["articles", "section"],
] as const;
