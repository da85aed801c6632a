/**
 * How the editor writes a content file it saves: the file as it was, with only the fields that
 * changed written anew. Decap's own YAML format builds every file from its data, which drops the
 * comments (settings.yml's note on the VITE_* overrides) and folds long lines at 80 characters, so
 * a one-line change was a 48-line diff. Here the `yaml` package reads the file as a document
 * (comments, quoting, block texts and blank lines included), sets only the paths whose values
 * changed, and writes it without folding (lineWidth 0); the lines it would write differently from
 * the file where nothing changed (e.g. a long flow list that Prettier broke over lines) are taken
 * from the file as it was. A field that changes is written as `yaml` writes it, in the form
 * Prettier keeps (a block list, not a long flow list), so the file stays formatted.
 *
 * Registered with Decap's public `CMS.registerCustomFormat` (./editor-checks.ts), so every backend
 * (GitHub, GitLab, the local one) saves files this way. Decap hands a format only the entry's data,
 * not its file: the file is the one the entry was opened from, which the `preSave` event names
 * just before Decap writes it (`rememberFile`).
 */
import { isMap, isScalar, isSeq, parse, parseDocument, stringify, type Document } from "yaml";

type Data = Record<string, unknown>;
type Path = (string | number)[];

const isRecord = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether two values of a file are the same (JSON data: text, numbers, booleans, null, lists, maps). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameData(item, b[index]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameData(a[key], b[key]));
  }
  return false;
}

/**
 * Which items of a list stay: the longest run of `before`'s items found unchanged, in order, in
 * `after`, as pairs of their positions.
 */
function unchangedItems(before: unknown[], after: unknown[]): [number, number][] {
  const common = Array.from({ length: before.length + 1 }, () => new Uint32Array(after.length + 1));
  for (let i = before.length - 1; i >= 0; i--)
    for (let j = after.length - 1; j >= 0; j--)
      common[i]![j] = sameData(before[i], after[j])
        ? common[i + 1]![j + 1]! + 1
        : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < before.length && j < after.length;)
    if (sameData(before[i], after[j])) pairs.push([i++, j++]);
    else if (common[i + 1]![j]! >= common[i]![j + 1]!) i++;
    else j++;
  return pairs;
}

/**
 * Sets in `doc` what differs between `before` (what the file holds at `path`) and `after`: a
 * changed value in its node (which keeps its quotes, block style and comments), a list's items
 * that stay as they are, those removed taken out and those added put in their place.
 */
function change(doc: Document, path: Path, before: unknown, after: unknown, order: readonly string[] = []) {
  if (sameData(before, after)) return;
  const node = path.length ? doc.getIn(path, true) : doc.contents;
  if (isRecord(before) && isRecord(after) && isMap(node)) {
    for (const key of Object.keys(before)) if (!(key in after)) node.delete(key);
    for (const [key, value] of Object.entries(after)) {
      if (key in before) change(doc, [...path, key], before[key], value);
      else {
        // A new field after the one the form puts before it, else at the end.
        const previous = order.slice(0, order.indexOf(key)).findLast((name) => node.has(name));
        const at = node.items.findIndex((pair) => isScalar(pair.key) && pair.key.value === previous);
        if (order.includes(key) && previous !== undefined && at !== -1)
          node.items.splice(at + 1, 0, doc.createPair(key, value));
        else node.set(key, value);
      }
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && isSeq(node)) {
    const pairs = [...unchangedItems(before, after), [before.length, after.length] as [number, number]];
    const items: unknown[] = [];
    let i = 0;
    let j = 0;
    for (const [keptBefore, keptAfter] of pairs) {
      // Between two unchanged items: the first ones changed where they are, the rest removed or added.
      for (; i < keptBefore && j < keptAfter; i++, j++) {
        change(doc, [...path, i], before[i], after[j]);
        items.push(node.items[i]);
      }
      for (; j < keptAfter; j++) items.push(doc.createNode(after[j]));
      i = keptBefore;
      if (keptBefore < before.length) items.push(node.items[i]);
      i++;
      j++;
    }
    node.items = items as typeof node.items;
    // A list that changes is written as a block list: Prettier breaks a long flow list over lines.
    node.flow = false;
    return;
  }
  if (path.length) doc.setIn(path, after);
  else doc.contents = doc.createNode(after) as Document["contents"];
}

/**
 * The regions where two texts' lines differ: each `[aStart, aEnd)` of `a` replaced by
 * `[bStart, bEnd)` of `b`, in order (a longest common subsequence of lines).
 */
function differences(a: string[], b: string[]) {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const n = endA - start;
  const m = endB - start;
  // common[i][j]: the longest common subsequence of a[start+i..endA) and b[start+j..endB).
  const common = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      common[i]![j] =
        a[start + i] === b[start + j]
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const hunks: { aStart: number; aEnd: number; bStart: number; bEnd: number }[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[start + i] === b[start + j]) {
      i++;
      j++;
      continue;
    }
    const hunk = { aStart: start + i, aEnd: start + i, bStart: start + j, bEnd: start + j };
    while ((i < n || j < m) && !(i < n && j < m && a[start + i] === b[start + j])) {
      if (j >= m || (i < n && common[i + 1]![j]! >= common[i]![j + 1]!)) i++;
      else j++;
    }
    hunk.aEnd = start + i;
    hunk.bEnd = start + j;
    hunks.push(hunk);
  }
  return hunks;
}

type Hunk = ReturnType<typeof differences>[number];

/**
 * The lines of `written` (the document written anew with the changes) where they differ from
 * `rewritten` (the document written anew unchanged) because of a change, and the file's own
 * lines (`file`) wherever only the writing differs: a three-way merge whose common ancestor is
 * `rewritten`. Where a change and a difference of writing touch the same lines, the change wins.
 */
function merge(file: string[], rewritten: string[], written: string[]) {
  const asWritten = differences(rewritten, file).map((hunk) => ({ ...hunk, changed: false }));
  const changed = differences(rewritten, written).map((hunk) => ({ ...hunk, changed: true }));
  const hunks = [...asWritten, ...changed].sort((x, y) => x.aStart - y.aStart || x.aEnd - y.aEnd);
  const out: string[] = [];
  let at = 0;
  for (let index = 0; index < hunks.length;) {
    // A chunk: hunks of either side whose lines of `rewritten` meet.
    let end = hunks[index]!.aEnd;
    const chunk: (Hunk & { changed: boolean })[] = [];
    while (index < hunks.length && (chunk.length === 0 || hunks[index]!.aStart <= end)) {
      chunk.push(hunks[index]!);
      end = Math.max(end, hunks[index]!.aEnd);
      index++;
    }
    const begin = chunk[0]!.aStart;
    out.push(...rewritten.slice(at, begin));
    const byChange = chunk.some((hunk) => hunk.changed);
    let from = begin;
    for (const hunk of chunk.filter((candidate) => candidate.changed === byChange)) {
      out.push(
        ...rewritten.slice(from, hunk.aStart),
        ...(byChange ? written : file).slice(hunk.bStart, hunk.bEnd),
      );
      from = hunk.aEnd;
    }
    out.push(...rewritten.slice(from, end));
    at = end;
  }
  out.push(...rewritten.slice(at));
  return out;
}

/**
 * The YAML text of `data` written over `file` (the file the entry was opened from): the file with
 * only the changed fields written anew, or, without a file (a new entry, or one that is not
 * valid YAML), `data` written with its keys in the form's order (`order`). Whatever the path, the
 * text read back is `data`.
 */
export function updateYaml(file: string | undefined, data: Data, order: readonly string[] = []): string {
  const fresh = () => {
    const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
    const sorted = Object.fromEntries(Object.entries(data).sort(([a], [b]) => rank(a) - rank(b)));
    return stringify(sorted, { lineWidth: 0 });
  };
  if (file === undefined) return fresh();
  const doc = parseDocument(file);
  if (doc.errors.length) return fresh();
  const rewritten = doc.toString({ lineWidth: 0 });
  change(doc, [], doc.toJS(), data, order);
  const written = doc.toString({ lineWidth: 0 });
  const merged =
    rewritten === file
      ? written
      : merge(file.split("\n"), rewritten.split("\n"), written.split("\n")).join("\n");
  for (const candidate of [merged, written]) {
    try {
      if (sameData(parse(candidate), data)) return candidate;
    } catch {
      // not readable: the next candidate
    }
  }
  return fresh();
}

/** A Markdown file's front matter (its YAML between the two `---` lines) and what follows it. */
export function splitFrontMatter(text: string): { matter: string; gap: string; body: string } | undefined {
  const found = /^---\r?\n([\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)(\s*)/.exec(text);
  if (!found) return undefined;
  return { matter: found[1] ?? "", gap: found[2] ?? "", body: text.slice(found[0].length) };
}

/**
 * A file that is not valid YAML (a Markdown file: its front matter), as the build names it:
 * "content/settings.yml:48: not valid YAML: Map keys must be unique". The editor opens it with
 * what can be read of it (`fromFile`) and a save writes it anew from the form.
 */
export function notValidYaml(file: string, text: string | undefined): string | undefined {
  if (!text) return undefined;
  const parts = file.endsWith(".md") ? splitFrontMatter(text) : { matter: text };
  if (!parts) return undefined;
  const [error] = parseDocument(parts.matter).errors;
  if (!error) return undefined;
  // A front matter's first line is the file's second, after the opening fence.
  const line = (error.linePos?.[0].line ?? 1) + ("gap" in parts ? 1 : 0);
  const message = error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
  return `${file}:${line}: not valid YAML: ${message}`;
}

/** Decap's format interface (`CMS.registerCustomFormat`). */
export interface DecapFormat {
  fromFile(content: string): Data;
  toFile(data: Data, sortedKeys?: string[]): string;
}

/**
 * The file of the entry Decap is about to write, named by the `preSave` event. Decap writes the
 * entry right after its listeners, in the same task; the name is forgotten when the task ends, so
 * that Decap's local draft backups (written between saves, from timers) are written from their
 * data alone and never over another entry's file.
 */
let entryFile: string | undefined;

/** Decap's `preSave` listener (registered last): names the file the entry being saved was opened from. */
export function rememberFile({ entry }: { entry: { get(key: "raw"): string | undefined } }) {
  entryFile = entry.get("raw") || undefined;
  setTimeout(() => (entryFile = undefined));
  return undefined; // the entry is saved as it is
}

const takeFile = () => entryFile;

/** Data a file holds: what `yaml` can read of it, so that a file broken by hand still opens. */
function dataOf(text: string): Data {
  const doc = parseDocument(text);
  try {
    const data: unknown = doc.toJS();
    return isRecord(data) ? data : {};
  } catch {
    return {};
  }
}

/** A YAML record (`format: yml-as-written`). */
export const yamlAsWritten: DecapFormat = {
  fromFile: dataOf,
  toFile: (data, sortedKeys = []) => updateYaml(takeFile(), data, sortedKeys),
};

/** A Markdown file with front matter, its body in `body` (`format: frontmatter-as-written`). */
export const frontMatterAsWritten: DecapFormat = {
  fromFile(content) {
    const parts = splitFrontMatter(content);
    if (!parts) return { body: content };
    return { ...dataOf(parts.matter), ...(parts.body.trim() && { body: parts.body }) };
  },
  toFile({ body = "", ...matter }, sortedKeys = []) {
    const file = takeFile();
    const parts = file === undefined ? undefined : splitFrontMatter(file);
    const yaml = updateYaml(parts?.matter, matter, sortedKeys);
    const text = String(body);
    // The blank line between the front matter and the text, and the file's last line break, as they were.
    const gap = parts?.gap ?? "\n";
    const end = (parts ? parts.body.endsWith("\n") : true) && !text.endsWith("\n") ? "\n" : "";
    return `---\n${yaml}---\n${text ? gap : ""}${text}${text ? end : ""}`;
  },
};
