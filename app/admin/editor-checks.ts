/**
 * The editor refuses what the build would refuse, before a change leaves it:
 * - on Save and on Publish (Decap's `preSave` and `prePublish` events, whose thrown error stops
 *   the save and shows as the editor's error message), every problem of the entry in the build's
 *   own sentences (./validate.ts), from the facts of the last build;
 * - on Delete (`preUnpublish`), a page other pages link to; on deleting a picture in Media, one a
 *   record shows; on choosing a file to upload, one that is no picture the build converts
 *   (./checked-backend.ts, ./uploads.ts);
 * - an optional group of fields (a picture, a pay range) requires its fields once it is filled in:
 *   the `optional-group` widget, Decap's object widget that checks its fields only then, so a
 *   picture's description is marked required (scripts/cms-config.mjs) and the form still saves an
 *   entry without a picture.
 */
import { parse } from "yaml";
import built from "~/content/generated/records.json" with { type: "json" };
import references from "~/content/generated/references.json" with { type: "json" };
import type { ContentRecords } from "~/content/site-pages";
import { collections, singles } from "~/content/schema";
import { registerCheckedBackends, type DecapBackends, type SiteChanges } from "./checked-backend";
import { factsOf, filePages, withDraft, withFile, withoutFile, type KnownSite } from "./site-facts";
import { refuseUploadsOnChoice } from "./uploads";
import { deletionProblems, entryFile, entryProblems, type EntryName, type SiteFacts } from "./validate";
import { EDITOR_FORMATS } from "~/lib/shared-constants.mjs";
import { frontMatterAsWritten, rememberFile, yamlAsWritten, type DecapFormat } from "./yaml-format";

/** Each rendered page's element ids, written by the build next to the editor (scripts/build/admin.mjs). */
export const ANCHORS_FILE = "/admin/anchors.json";

/** The records of the last compile (scripts/content.mjs), as the pages read them. */
const builtRecords = built as unknown as ContentRecords;

/**
 * The site as this editor knows it: the last build's records and references, with the files it has
 * written and deleted since it opened (./site-facts.ts).
 */
let knownSite: KnownSite = { records: builtRecords, references, drafts: {} };

/** The site's records as this editor knows them: the previews draw the other pages' parts from them. */
export const knownRecords = () => knownSite.records;

/** What the checks know of the site: kept in step with `knownSite`; the anchors once fetched (and known). */
export const siteFacts: SiteFacts = factsOf(knownSite);

/** The pages of the files this editor has written or deleted: their rendered ids may be gone. */
const changedPages = new Set<string>();

/** The rendered pages' ids, but for the pages changed here since (left to the build). */
const stillRendered = (anchors: NonNullable<SiteFacts["anchors"]>) =>
  Object.fromEntries(Object.entries(anchors).filter(([page]) => !changedPages.has(page)));

/**
 * Takes in files the editor has just written or deleted: the facts follow, and the ids of the
 * pages they are become unknown (left to the build) until the site is built again.
 */
function changed(next: KnownSite, files: readonly string[]) {
  for (const file of files)
    for (const page of [...filePages(knownSite, file), ...filePages(next, file)]) changedPages.add(page);
  knownSite = next;
  Object.assign(siteFacts, factsOf(knownSite, siteFacts.anchors && stillRendered(siteFacts.anchors)));
}

/** What the checked backend reports once a write or a deletion has gone through (./checked-backend.ts). */
const siteChanges: SiteChanges = {
  written: (files) =>
    changed(
      files.reduce((site, { path, raw }) => withFile(site, path, raw), knownSite),
      files.map(({ path }) => path),
    ),
  deleted: (paths) =>
    changed(
      paths.reduce((site, path) => withoutFile(site, path), knownSite),
      paths,
    ),
  drafted: (entry, files) => changed(withDraft(knownSite, entry, files), []),
  // A draft saved here: its files are the site's now (one saved before this editor opened is not
  // known here, and waits for the next build).
  published: (entry) => {
    siteChanges.written(knownSite.drafts[entry] ?? []);
    siteChanges.drafted(entry, undefined);
  },
};

/** How the rendered pages' ids are fetched: the page's `fetch`, or a test's. */
let fetchFile: typeof fetch = fetch;

/**
 * Fetches the rendered pages' ids; without them, a link's #anchor is left to the build. They are
 * fetched once an entry to save needs them, not as the editor opens: on `npm run cms` the dev
 * server renders every page to take them, seconds of work after each save.
 */
async function loadAnchors() {
  const anchors = (await fetchFile(ANCHORS_FILE)
    .then((response) => (response.ok ? response.json() : undefined))
    .catch(() => undefined)) as SiteFacts["anchors"];
  if (anchors) siteFacts.anchors = stillRendered(anchors);
}

/**
 * Whether checking the entry needs a page's ids: whether it links to an element of a page
 * (/page#id). The link check asks for a page's ids only for such a link, so the entry is checked
 * once with ids that note being asked for.
 */
function linksToAnElement(entry: DecapEntry): boolean {
  let asked = false;
  const anchors = new Proxy<NonNullable<SiteFacts["anchors"]>>(
    {},
    {
      get: () => {
        asked = true;
        return undefined;
      },
    },
  );
  problemsOf(entry, { ...siteFacts, anchors });
  return asked;
}

/** The part of a Decap entry (an Immutable map) read here. */
export interface DecapEntry {
  get(key: "collection" | "slug" | "path" | "raw"): string | undefined;
  get(key: "data"): { toJS(): Record<string, unknown> } | undefined;
}

/** The schema an entry of a Decap collection is checked with: its collection's, or its file's. */
export function entryName(entry: DecapEntry): EntryName | undefined {
  const collection = entry.get("collection") ?? "";
  if (collection in collections) return collection as EntryName;
  const slug = entry.get("slug") ?? "";
  return slug in singles ? (slug as EntryName) : undefined;
}

/** The entry as its file held it before this edit (its YAML, or an article's front matter). */
export function originalOf(entry: {
  get(key: "raw"): string | undefined;
}): Record<string, unknown> | undefined {
  const raw = entry.get("raw");
  if (!raw) return undefined;
  try {
    const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(raw);
    const data: unknown = parse(frontMatter ? frontMatter[1]! : raw);
    return data && typeof data === "object" ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The build's sentences for a Decap entry. */
export function problemsOf(entry: DecapEntry, facts: SiteFacts = siteFacts): string[] {
  const name = entryName(entry);
  if (!name) return [];
  const data = entry.get("data")?.toJS() ?? {};
  return entryProblems(name, entryFile(name, entry.get("path"), data), data, facts, originalOf(entry));
}

/**
 * What stops a save: the editor's error note shows it after "Failed to persist entry:" (or "Failed
 * to publish:"), as its name and then one problem a line.
 */
export class NotReadyToPublish extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "the site's build would refuse this entry";
  }
}

/** Decap's event listener: throws the entry's problems, which stops the save or the publish. */
export async function refuseProblems({ entry }: { entry: DecapEntry }) {
  if (!siteFacts.anchors && linksToAnElement(entry)) await loadAnchors();
  const problems = problemsOf(entry);
  if (problems.length) throw new NotReadyToPublish(problems);
  return undefined; // the entry is saved as it is
}

/**
 * Decap's `preUnpublish` listener, which runs before an entry's file is deleted (Delete entry, or
 * Unpublish in the editorial workflow): throws when the build would refuse the site without it.
 */
export async function refuseDeletion({ entry }: { entry: DecapEntry }) {
  const name = entryName(entry);
  if (!name) return undefined;
  const data = entry.get("data")?.toJS() ?? {};
  // An article's address is its file's name.
  const record = name === "articles" ? { ...data, slug: entry.get("slug") } : data;
  const problems = deletionProblems(name, entryFile(name, entry.get("path"), data), record, siteFacts);
  if (problems.length) throw new NotReadyToPublish(problems);
  return undefined;
}

interface ImmutableValue {
  toJS?(): unknown;
}
interface FieldConfig {
  get(key: "fields"): { toArray(): FieldConfig[] } | undefined;
  get(key: "name" | "widget"): string;
}
interface ChildWidget {
  props: { onValidate?(errors: unknown[]): void };
  innerWrappedControl?: { childRefs?: Record<string, ChildWidget | null> };
}
interface ObjectControlInstance {
  props: { value?: ImmutableValue | null; field: FieldConfig };
  childRefs: Record<string, ChildWidget | null>;
  validate(): void;
}
type ObjectControlClass = new (props: object) => ObjectControlInstance;

/** Whether a value holds anything typed in: a non-empty text, a number, a choice, a list item. */
function filled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.some(filled);
  if (typeof value === "object") return Object.values(value).some(filled);
  return true;
}

/**
 * Whether an optional group is there: a picture once its file is chosen (an empty picture is no
 * picture to the schema's `optionalPicture`), any other group once one of its fields is filled in.
 */
export function groupPresent(value: unknown, imageField?: string): boolean {
  const data = (value as ImmutableValue | null | undefined)?.toJS?.() ?? value;
  if (!data || typeof data !== "object") return false;
  if (imageField) return filled((data as Record<string, unknown>)[imageField]);
  return filled(data);
}

/** Takes back the errors an earlier check left on a group's fields (the group is now empty). */
function clearErrors(children: Record<string, ChildWidget | null>) {
  for (const child of Object.values(children)) {
    child?.props.onValidate?.([]);
    const nested = child?.innerWrappedControl?.childRefs;
    if (nested) clearErrors(nested);
  }
}

/** Decap's object control that checks its fields only when the group is there. */
export function optionalGroupControl(ObjectControl: ObjectControlClass): ObjectControlClass {
  return class OptionalGroupControl extends ObjectControl {
    constructor(props: object) {
      super(props);
      const validateFields = this.validate;
      this.validate = () => {
        const image = this.props.field
          .get("fields")
          ?.toArray()
          .find((field) => field.get("widget") === "image")
          ?.get("name");
        if (groupPresent(this.props.value, image)) validateFields();
        else clearErrors(this.childRefs);
      };
    }
  };
}

interface DecapWidget {
  control: ObjectControlClass;
  preview: unknown;
  schema?: unknown;
  [option: string]: unknown;
}
export interface DecapCms extends DecapBackends {
  registerEventListener(listener: { name: string; handler: (data: { entry: DecapEntry }) => unknown }): void;
  registerCustomFormat(name: string, extension: string, format: DecapFormat): void;
  registerWidget(widget: Record<string, unknown>): void;
  getWidget(name: string): DecapWidget | undefined;
}

/** Registers the checks with the editor's `CMS` global. */
export function registerChecks(cms: DecapCms, fetchAnchors: typeof fetch = fetch) {
  fetchFile = fetchAnchors;
  // The error note keeps the problems' lines apart (Decap's notes are react-toastify's).
  const style = document.createElement("style");
  style.textContent = ".Toastify__toast-body { white-space: pre-line; }";
  document.head.append(style);
  for (const name of ["preSave", "prePublish"]) cms.registerEventListener({ name, handler: refuseProblems });
  // Files are saved as written, only the changed fields anew (./yaml-format.ts); the last preSave
  // listener names the file the entry was opened from.
  cms.registerCustomFormat(EDITOR_FORMATS.yaml, "yml", yamlAsWritten);
  cms.registerCustomFormat(EDITOR_FORMATS.frontMatter, "md", frontMatterAsWritten);
  cms.registerEventListener({ name: "preSave", handler: rememberFile });
  // Deleting a page others link to, or a picture a record shows, and uploading what the build
  // cannot convert: refused in the build's words.
  cms.registerEventListener({ name: "preUnpublish", handler: refuseDeletion });
  registerCheckedBackends(cms, () => siteFacts, siteChanges);
  refuseUploadsOnChoice(document, (message) => window.alert(message));
  const object = cms.getWidget("object");
  if (!object) throw new Error("Decap's object widget is not registered");
  const { control, preview, ...options } = object;
  cms.registerWidget({
    ...options,
    name: "optional-group",
    controlComponent: optionalGroupControl(control),
    previewComponent: preview,
  });
}
