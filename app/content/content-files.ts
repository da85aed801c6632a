/**
 * The files of content/ as the checks read them, in Node: each file's data, with where each of its
 * fields is written (so that a problem names its file and line), checked against its collection's
 * schema. The build's content step (scripts/content.mjs) and the tests read the content this way;
 * the pages read the same files through Astro's content layer (app/content.config.ts). Nothing
 * here needs a generated file: the content step runs it before there is any.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { readFrontMatter } from "../../scripts/lib/front-matter.mjs";
import { notValidYaml, readYaml } from "../../scripts/lib/read-yaml.mjs";
import { issueAt, type FieldPath } from "./problems";
import { contentCollections, contentLocation, type ContentName, type FolderName } from "./schema";
import type { ContentRecords, Entry } from "./site-pages";

/** Where a file's fields are written, and a Markdown file's body. */
export interface Source {
  /** The 1-based line where the value at `path` starts, and whether it is a block scalar (|, >). */
  lineOf(path: FieldPath): { line?: number; block: boolean };
  body?: string;
  /** The body's first line in the file. */
  bodyLine?: number;
}

/** One file of content/, read and checked: its path as shown, its record id (the file's name), its data. */
export interface ContentFile {
  file: string;
  id: string;
  data: unknown;
  source: Source;
}

/**
 * Reads and checks one file of the collection `name` against its schema; pushes problems (each a
 * sentence naming the file and line) and returns the file or null.
 */
export function readContentFile(
  root: string,
  path: string,
  name: ContentName,
  problems: string[],
): ContentFile | null {
  const file = relative(root, path);
  const entry = contentCollections[name];
  const markdown = entry.kind === "folder" && entry.format === "md";
  let data: unknown;
  let source: Source & { runTogether?: { path: string; line: number }[] };
  try {
    const text = readFileSync(path, "utf8");
    if (markdown) {
      const read = readFrontMatter(text);
      const frontMatter = readYaml(read.matter);
      // The front matter's text starts with the opening fence's line break: its lines are the file's.
      source = {
        lineOf: frontMatter.lineOf,
        runTogether: frontMatter.runTogether,
        body: read.content,
        // The body's first line in the file: after the front matter and its two fences.
        bodyLine: text.slice(0, text.length - read.content.length).split("\n").length,
      };
      data = read.data;
    } else {
      const read = readYaml(text);
      source = read;
      data = read.data;
    }
  } catch (error) {
    problems.push(notValidYaml(file, error));
    return null;
  }
  for (const { path: field, line } of source.runTogether ?? [])
    problems.push(
      `${file}:${line}: ${field}: one list item holds what look like several (a "- " on its next line is indented deeper than the first): put every "- " of the list at the same indent`,
    );
  const result = entry.schema.safeParse(data, { reportInput: true });
  if (!result.success) {
    for (const issue of result.error.issues) problems.push(issueAt(file, issue, source.lineOf));
    return null;
  }
  const id = path.slice(path.lastIndexOf("/") + 1).replace(/\.\w+$/, "");
  return { file, id, data: result.data, source };
}

/**
 * Every file of content/ under `root`, each checked against its schema: the files of each
 * collection (a folder's in the order of their names) and the problems found, each a sentence
 * naming its file and line.
 */
export function readContentFiles(root: string): {
  files: Record<ContentName, ContentFile[]>;
  problems: string[];
} {
  const problems: string[] = [];
  const files = {} as Record<ContentName, ContentFile[]>;
  for (const name of Object.keys(contentCollections) as ContentName[]) {
    const { base, pattern } = contentLocation(name);
    const extension = pattern.slice(pattern.lastIndexOf("."));
    const paths =
      contentCollections[name].kind === "folder"
        ? readdirSync(join(root, base))
            .filter((file) => file.endsWith(extension))
            .sort()
            .map((file) => join(root, base, file))
        : [join(root, base, pattern)];
    files[name] = paths.flatMap((path) => readContentFile(root, path, name, problems) ?? []);
  }
  return { files, problems };
}

/** The records of read files: each folder's entries, each single file's data. */
export function recordsOf(files: Record<ContentName, readonly ContentFile[]>): ContentRecords {
  const records: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(contentCollections)) {
    const read = files[name as ContentName];
    records[name] =
      entry.kind === "folder"
        ? read.map(({ id, data, source }): Entry => ({ id, data, body: source.body }) as Entry<FolderName>)
        : read[0]?.data;
  }
  return records as ContentRecords;
}
