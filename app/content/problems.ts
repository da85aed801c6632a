/**
 * The content's problems in the words an owner reads, and where the links of a record are: shared
 * by the build's content check (scripts/content.mjs) and the editor's check before it saves
 * (app/admin/validate.ts), so both say the same sentence for the same mistake, e.g.
 *   content/positions/x.yml: summary: 10 characters, at least 70 needed
 * Runs in Node and in the browser: no file access here.
 */
import { fromMarkdown } from "mdast-util-from-markdown";
import type { core } from "zod";

type Issue = core.$ZodIssue & { input?: unknown };
/** A field's place in a record: keys and list positions. */
export type FieldPath = readonly PropertyKey[];

/** A field's place as the problems name it: "whatWeDo.cards.2.art", or "(file)" for the whole record. */
export const fieldPath = (path: FieldPath) => (path.length ? path.map(String).join(".") : "(file)");

/** One zod issue as "field: problem", in words an editor understands. */
export function describeIssue(issue: Issue): string {
  const where = fieldPath(issue.path);
  if ((issue.code === "invalid_type" || issue.code === "invalid_value") && issue.input === undefined)
    return `${where}: missing (required)`;
  if (issue.code === "invalid_value" && issue.values) {
    const shown = issue.values.slice(0, 8).join(", ");
    return `${where}: ${JSON.stringify(issue.input)} is not one of the allowed values (${shown}${issue.values.length > 8 ? ", ..." : ""})`;
  }
  const length = (issue.input as { length?: number } | undefined)?.length;
  if (issue.code === "too_big" && issue.origin === "string")
    return `${where}: ${length ?? "too many"} characters, at most ${issue.maximum} allowed`;
  if (issue.code === "too_small" && issue.origin === "string")
    return `${where}: ${length ?? "too few"} characters, at least ${issue.minimum} needed`;
  if (issue.code === "unrecognized_keys")
    return `${issue.path.length ? `${where}: ` : ""}unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.join(", ")}`;
  return `${where}: ${issue.message}`;
}

/** Where a field's value starts in its file: its 1-based line, when the file holds the field. */
export type LineOf = (path: FieldPath) => { line?: number | undefined };

/**
 * The line a problem of `path` points at: the field's own, else (a field that is missing) that of
 * the nearest record holding it, else the file's first.
 */
export function lineOfField(path: FieldPath, lineOf: LineOf): number {
  for (let depth = path.length; depth > 0; depth--) {
    const { line } = lineOf(path.slice(0, depth));
    if (line) return line;
  }
  return lineOf([]).line ?? 1;
}

/** One zod issue of a file as the build says it: "content/x.yml:12: field: problem". */
export function issueAt(file: string, issue: Issue, lineOf: LineOf): string {
  // A field the schema does not have is found at its own line.
  const path = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]!] : issue.path;
  return `${file}:${lineOfField(path, lineOf)}: ${describeIssue(issue)}`;
}

/** A record's value for a choice the settings offer is not among them. */
export const notOffered = (file: string, field: string, value: unknown, values: readonly string[]) =>
  `${file}: ${field}: "${String(value)}" is not one of the ${field}s in content/settings.yml (${values.join(", ")})`;

/** A value that must be unique is another record's too. */
export const alreadyUsed = (file: string, field: string, value: unknown, other: string) =>
  `${file}: ${field}: "${String(value)}" is already used by ${other}`;

/** `where` is "file:line: field" (or "file: field"). */
export const notAPage = (where: string, href: string) => `${where}: "${href}" is not a page of this site`;

/** The anchor of a link to a page that was rendered without an element of that id. */
export const noSuchAnchor = (where: string, href: string, id: string, page: string) =>
  `${where}: "${href}" has no element with id "${id}" on ${page}`;

/** A JSON-Schema node of a content schema, with the marks schema.ts puts in its `.meta()`. */
interface SchemaNode {
  anyOf?: SchemaNode[];
  type?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  link?: boolean;
  markdown?: boolean | "inline";
  upload?: boolean;
  [key: string]: unknown;
}

/**
 * Every string under a record that a schema marked with `mark` (`link`: a link, `markdown`: Markdown,
 * `upload`: an uploaded picture), with its field path and its schema node.
 */
export function marked(
  mark: "link" | "markdown" | "upload",
  schemaJson: SchemaNode,
  value: unknown,
  path: PropertyKey[] = [],
): { path: PropertyKey[]; value: string; node: SchemaNode }[] {
  if (value == null) return [];
  const node = schemaJson.anyOf?.find((option) => option.type !== "null") ?? schemaJson;
  if (node[mark] && typeof value === "string") return [{ path, value, node }];
  if (node.type === "object" && typeof value === "object")
    return Object.entries(node.properties ?? {}).flatMap(([key, child]) =>
      marked(mark, child, (value as Record<string, unknown>)[key], [...path, key]),
    );
  if (node.type === "array" && Array.isArray(value) && node.items)
    return value.flatMap((item, index) => marked(mark, node.items!, item, [...path, index]));
  return [];
}

/** The links of a record: link fields (`{ path, href }`) and Markdown fields (`{ path, markdown }`). */
export function links(
  schemaJson: SchemaNode,
  value: unknown,
): { path: PropertyKey[]; href?: string; markdown?: string; inline?: boolean }[] {
  return [
    ...marked("link", schemaJson, value).map(({ path, value: href }) => ({ path, href })),
    ...marked("markdown", schemaJson, value).map(({ path, value: markdown, node }) => ({
      path,
      markdown,
      inline: node.markdown === "inline",
    })),
  ];
}

/** Every link of a Markdown text, with its line in that text (1-based). */
export function markdownLinks(text: string): { href: string; line: number }[] {
  const found: { href: string; line: number }[] = [];
  const visit = (node: {
    type: string;
    url?: string;
    position?: { start: { line: number } };
    children?: unknown[];
  }) => {
    if (node.type === "link" || node.type === "definition")
      found.push({ href: node.url!, line: node.position!.start.line });
    (node.children as (typeof node)[] | undefined)?.forEach(visit);
  };
  visit(fromMarkdown(text));
  return found;
}
