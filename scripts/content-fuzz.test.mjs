import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseDocument } from "yaml";
import { toJSONSchema } from "zod";
import { afterAll, describe, expect, it } from "vitest";
import { readContentFile } from "../app/content/content-files.ts";
import { collections, singleFile, singles } from "../app/content/schema.ts";
import { projectRoot } from "./content.mjs";

/**
 * The content reader fed every kind of mistake an owner can make by hand: every field of every
 * schema (taken from the schemas and one real file of each) given a wrong type, a wrong format,
 * a wrong length, or taken away, and whole files that are not records. Whatever the mistake, the
 * reader answers with sentences that name the file and its line, never with a stack trace.
 * Deterministic: the same mistakes in the same order on every run.
 */

const root = mkdtempSync(join(tmpdir(), "content-fuzz-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The dates owners write by hand in other shapes (and a slip of the year). */
const DATE_SHAPES = [
  "20/11/2026",
  "July 16, 2024",
  "2026-13-01",
  "11/20/2026",
  "2024-7-16",
  "2027-02-30",
  "0202-11-25",
  "1906-11-25",
  "2026-11-20T10:00:00Z",
  "",
  20261120,
];
const WRONG_TYPES = [42, true, null, ["one", "two"], { one: 1 }, "text"];
const STRINGS = ["", "   ", "x".repeat(5000), "line one\nline two", "20/11/2026", "/no-such-page#nowhere"];
const NUMBERS = [-1, 0, 1.5, 1e9, "12"];
/** The mistakes each field gets (dates get every date shape). */
const PER_FIELD = 3;
const NOT_RECORDS = [
  "",
  "just a sentence\n",
  "- a\n- b\n",
  "key: [\n",
  "a: 1\na: 2\n",
  "\t- tab\n",
  "\u0000\u0001",
];

/** The JSON-Schema node without its optional (`null`) wrapper. */
function unwrap(node) {
  const options = node.anyOf ?? node.oneOf;
  const real = options?.filter((option) => option.type !== "null" && option.not === undefined);
  return real?.length === 1 ? real[0] : node;
}

/**
 * Every field position of a record: `{ path, node, present }` for each property the schema has
 * (present or not in the file) and each list with its first item (the other items have its schema).
 */
function fieldsOf(node, value, path = []) {
  const schema = unwrap(node);
  const here = [{ path, node: schema, value }];
  if (schema.type === "object" && schema.properties)
    return [
      ...here,
      ...Object.entries(schema.properties).flatMap(([key, child]) =>
        fieldsOf(child, value && typeof value === "object" ? value[key] : undefined, [...path, key]),
      ),
    ];
  if (schema.type === "array" && schema.items && Array.isArray(value) && value.length)
    return [...here, ...fieldsOf(schema.items, value[0], [...path, 0])];
  return here;
}

/** The wrong values one field is fed, by what its schema wants; `undefined` takes it away. */
function mistakesFor({ node, value, path }) {
  const mistakes = [...WRONG_TYPES];
  if (path.length && typeof path.at(-1) === "string" && value !== undefined) mistakes.push(undefined);
  if (node.widget === "date") mistakes.push(...DATE_SHAPES);
  else if (node.type === "string") mistakes.push(...STRINGS);
  if (node.type === "number" || node.type === "integer") mistakes.push(...NUMBERS);
  if (node.type === "array" && Array.isArray(value))
    mistakes.push(
      [],
      Array.from({ length: 60 }, () => value[0] ?? "item"),
    );
  if (node.type === "object" && value && typeof value === "object")
    mistakes.push({ ...value, unknownField: "x" });
  return mistakes;
}

/** The content files to break: each single file and the first record of each collection. */
const FILES = [
  ...Object.entries(singles).map(([name, schema]) => ({
    file: singleFile(name).slice("content/".length),
    name,
    schema,
    markdown: false,
  })),
  { file: "services/java.yml", name: "services", schema: collections.services, markdown: false },
  { file: "industries/banking.yml", name: "industries", schema: collections.industries, markdown: false },
  {
    file: "positions/marketing-manager-usa.yml",
    name: "positions",
    schema: collections.positions,
    markdown: false,
  },
  { file: "articles/marketing.md", name: "articles", schema: collections.articles, markdown: true },
];

/** A file's text split into its YAML (the front matter of Markdown) and what wraps it. */
function partsOf(text, markdown) {
  if (!markdown) return { yaml: text, wrap: (yaml) => yaml };
  const fences = /^---\n([\s\S]*?\n)---\n([\s\S]*)$/.exec(text);
  return { yaml: fences[1], wrap: (yaml) => `---\n${yaml}---\n${fences[2]}` };
}

/** Reads `text` as the file `file` with the content's reader; its problems, or the crash. */
function read({ file, name }, text) {
  const path = join(root, "content", file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  const problems = [];
  try {
    readContentFile(root, path, name, problems);
  } catch (error) {
    return { crash: String(error?.stack ?? error) };
  }
  return { problems };
}

/** What is wrong with one answer of the reader: a crash, or a problem that is not a sentence with file and line. */
function unfit(answer, file, text) {
  if (answer.crash) return [`crashed: ${answer.crash.split("\n").slice(0, 2).join(" ")}`];
  const lines = text.split("\n").length;
  return answer.problems.flatMap((problem) => {
    const at = new RegExp(`^content/${file.replace(/[.]/g, "\\.")}:(\\d+): \\S`).exec(problem);
    const yamlAt = /^content\/\S+: not valid YAML: .* at line (\d+), column \d+$/.exec(problem);
    const line = Number((at ?? yamlAt)?.[1]);
    if (!line || line > lines) return [`no file and line: ${problem.slice(0, 200)}`];
    if (
      /\n|\s{2}at\s|\b(Range|Type|Reference|Syntax)Error\b|Invalid time value|\[object Object\]/.test(problem)
    )
      return [`not a sentence: ${problem.slice(0, 200)}`];
    return [];
  });
}

describe("the content reader, fed mistakes", () => {
  for (const target of FILES) {
    it(`answers every mistake in content/${target.file} with the file and line`, () => {
      const original = readFileSync(join(projectRoot, "content", target.file), "utf8");
      const { yaml, wrap } = partsOf(original, target.markdown);
      const document = parseDocument(yaml);
      const json = toJSONSchema(target.schema, { io: "input", unrepresentable: "any" });
      const failures = [];
      let tried = 0;
      fieldsOf(json, document.toJS()).forEach((field, index) => {
        const mistakes = mistakesFor(field);
        // Every date shape on a date field; PER_FIELD others on each field, in turn, so that each
        // kind of mistake reaches fields of every kind across the file (in seconds, not minutes).
        const picked =
          field.node.widget === "date"
            ? mistakes
            : Array.from(
                { length: PER_FIELD },
                (_, k) => mistakes[(index * PER_FIELD + k) % mistakes.length],
              );
        for (const mistake of picked) {
          const broken = document.clone();
          if (!field.path.length) broken.contents = broken.createNode(mistake);
          else if (mistake === undefined) broken.deleteIn(field.path);
          else broken.setIn(field.path, mistake);
          const text = wrap(broken.toString({ lineWidth: 0 }));
          const answer = read(target, text);
          tried++;
          const where = `${field.path.join(".") || "(file)"} = ${JSON.stringify(mistake)?.slice(0, 40)}`;
          failures.push(...unfit(answer, target.file, text).map((problem) => `${where}: ${problem}`));
          // A date in another shape is refused at its own line, with the format's or the calendar's words.
          if (field.node.widget === "date" && DATE_SHAPES.includes(mistake) && field.path.length === 1) {
            const line = text.split("\n").findIndex((row) => row.startsWith(`${field.path[0]}:`)) + 1;
            const name = `content/${target.file}:${line}: ${field.path[0]}: `;
            if (!answer.problems?.some((problem) => problem.startsWith(name)))
              failures.push(`${where}: no problem at ${name} in ${JSON.stringify(answer.problems)}`);
          }
        }
      });
      for (const text of NOT_RECORDS) {
        tried++;
        failures.push(
          ...unfit(read(target, wrap(text)), target.file, wrap(text)).map(
            (p) => `file ${JSON.stringify(text)}: ${p}`,
          ),
        );
      }
      expect(failures).toEqual([]);
      expect(tried).toBeGreaterThan(20);
    });
  }
});
