#!/usr/bin/env node
/**
 * The content check: every file of content/ (one record a file, what editors change in the CMS or
 * by hand) against its collection's zod schema (app/content/schema.ts), with the checks across
 * files of app/content/checks.ts (links lead to pages, a position's choices are the settings',
 * unique addresses, Markdown the site can draw). The pages read the same files through Astro's
 * content layer (app/content.config.ts) and compile them with app/content/compile.ts; what this
 * adds is the line: any problem stops it with one sentence per problem naming the file, the line,
 * the field and what is wrong, e.g.
 *   content/services/java.yml:41: whatWeDo.cards.2.art: "gear" is not an illustration (gears, ...)
 * Then it writes what is not a page, from the checked records (app/content/generated/): the words
 * the islands carry into the browser, the site's pages (the build's manifest), the facts the
 * editor checks its saves against, the CMS configuration from the same schemas, and the uploads'
 * responsive images (scripts/media.mjs) with their manifest.
 *
 *   node scripts/content.mjs     (run by npm run build, dev and test; npm run cms compiles itself)
 * `npm run cms` and `npm run dev` recompile on every change (the Vite plugin in astro.config.mjs).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cmsConfig } from "./cms-config.mjs";
import { toJSONSchema } from "zod";
import { appModules } from "./lib/app-modules.mjs";
import { compileMedia, MEDIA_FOLDER, MediaError, UPLOADS_URL } from "./media.mjs";
import { manifestFile } from "./build/site-pages.mjs";
import { DEFAULT_ARTICLE_SECTION } from "../app/lib/shared-constants.mjs";

export const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const generatedDir = (root) => join(root, "app", "content", "generated");
/** The CMS configuration, served at /admin/config.yml. */
export const cmsConfigFile = (root = projectRoot) => join(generatedDir(root), "cms-config.yml");

/** The content's internal links with an #anchor: `{ where, href }`, "file:line: field" and the link. */
export const anchoredLinksFile = (root = projectRoot) => join(generatedDir(root), "anchored-links.json");

/** A failed compile: `problems` are the lines to show, one per file and field. */
export class ContentError extends Error {
  constructor(problems) {
    super(
      `content: ${problems.length} problem${problems.length === 1 ? "" : "s"}\n${problems.map((line) => `  ${line}`).join("\n")}`,
    );
    this.problems = problems;
  }
}

/**
 * The single files whose words the islands (chat, search, forms, the consent banner) need in the
 * browser, where Astro's content layer is not: written as JSON for their modules to import.
 */
const BROWSER_TEXTS = ["settings", "chatbot", "consent", "forms", "ui", "search"];

/**
 * Reads and checks every file of content/ and what the files say of each other; returns the
 * checked records and what the later steps write from them. Throws ContentError listing every problem.
 */
export async function checkContent(root = projectRoot) {
  const {
    collections,
    singles,
    singleFile,
    sitePages,
    compileSingle,
    readContentFiles,
    recordsOf,
    lineOfField,
    alreadyUsed,
    recordLinks,
    recordReferences,
    linkProblems,
    offeredProblems,
    UNIQUE_FIELDS,
  } = await appModules(root, [
    "app/content/schema.ts",
    "app/content/content-files.ts",
    "app/content/site-pages.ts",
    "app/content/compile.ts",
    "app/content/problems.ts",
    "app/content/checks.ts",
  ]);
  // Every file, checked against its schema; a folder's records are its files, a single's its one file.
  const { files: records, problems } = readContentFiles(root);
  if (problems.length) throw new ContentError(problems);
  const single = Object.fromEntries(Object.keys(singles).map((name) => [name, records[name][0]]));
  // A record's file and the line of one of its fields: "content/x.yml:12".
  const at = ({ file, source }, path) => `${file}:${lineOfField(path, source.lineOf)}`;

  // A position's department and location are the ones the settings offer.
  const { jobs } = single.settings.data;
  for (const record of records.positions)
    problems.push(...offeredProblems(record.data, jobs, (field) => at(record, [field])));

  // One record per address (and per requisition number, a JobPosting's identifier).
  for (const [name, field] of UNIQUE_FIELDS) {
    const seen = new Map();
    for (const record of records[name]) {
      const value = record.data[field];
      if (value === undefined) continue;
      if (seen.has(value)) problems.push(alreadyUsed(at(record, [field]), field, value, seen.get(value)));
      seen.set(value, record.file);
    }
  }
  // The legacy insightsBlog?section= addresses are the articles' own `section`s (deploy/policy.mjs
  // redirects them); the one without a section opens DEFAULT_ARTICLE_SECTION's article.
  if (!records.articles.some((record) => record.data.section === DEFAULT_ARTICLE_SECTION))
    problems.push(
      `content/articles: no article has section "${DEFAULT_ARTICLE_SECTION}", the one the old /insightsBlog address opens`,
    );
  if (problems.length) throw new ContentError(problems);
  // The checked records as Astro's content layer gives them to the pages (app/content/site-pages.ts
  // `ContentRecords`): the site's pages come from them, and the editor compiles its preview and
  // checks its saves from them.
  const contentRecords = recordsOf(records);
  const manifest = sitePages(contentRecords);
  const routes = new Set(manifest.map((entry) => entry.path));
  const anchored = [];
  // What refers to what (app/admin/validate.ts `deletionProblems`): the editor refuses to delete
  // a page that is linked to or a picture that is used.
  const references = { links: [], uploads: [] };
  const checked = [
    ...Object.entries(collections).flatMap(([name, schema]) =>
      records[name].map((record) => [schema, record]),
    ),
    ...Object.entries(singles).map(([name, schema]) => [schema, single[name]]),
  ];
  for (const [schema, record] of checked) {
    const { file, data, source } = record;
    // Every link with the line it is written on; the Markdown compiled as the pages compile it.
    const found = recordLinks(schema, data, { file, ...source }, problems);
    problems.push(...linkProblems(found, routes));
    const { links, uploads } = recordReferences(schema, data, { file, ...source }, found);
    references.links.push(...links);
    references.uploads.push(...uploads);
    // The anchor's page is only known once rendered: scripts/build/anchors.mjs checks it then.
    for (const { href, where } of found)
      if (href.includes("#") && routes.has(href.split(/[?#]/)[0])) anchored.push({ where, href });
    // An uploaded picture must be in the media folder (scripts/media.mjs converts what is there).
    for (const { where, src } of uploads)
      if (!existsSync(join(root, MEDIA_FOLDER, src.slice(UPLOADS_URL.length + 1))))
        problems.push(`${where}: "${src}" is not in ${MEDIA_FOLDER}/ (upload it again)`);
  }
  if (problems.length) throw new ContentError(problems);
  // The words the islands carry, compiled as the pages compile them: {services} filled here, so
  // the browser gets no copy of the services.
  const services = records.services.map((record) => record.data).sort((a, b) => a.order - b.order);
  const browserTexts = Object.fromEntries(
    BROWSER_TEXTS.map((name) => [name, compileSingle(name, single[name].data, services)]),
  );
  const counts = Object.fromEntries([
    ...Object.keys(collections).map((name) => [name, records[name].length]),
    ...Object.keys(singles).map((name) => [name, 1]),
  ]);
  return {
    browserTexts,
    counts,
    settings: single.settings.data,
    manifest,
    collections,
    singles,
    singleFile,
    sitePages,
    toJSONSchema,
    routes: [...routes].sort(),
    anchored,
    references,
    contentRecords,
  };
}

/**
 * Writes the generated files, all or none, each only when its text changes: the dev server
 * compiles again when it starts (scripts/cms.mjs), and an unchanged file rewritten would make
 * Vite reload the modules that import it. Every changed text goes to a temporary file first and is renamed over
 * its file only once all of them are written, so a write that fails changes no generated file.
 * @param {[string, string][]} files each file's path and text
 */
function writeAllIfChanged(files) {
  const changed = files.filter(([file, text]) => !existsSync(file) || readFileSync(file, "utf8") !== text);
  const written = [];
  try {
    for (const [file, text] of changed) {
      const partial = join(dirname(file), `.${basename(file)}.${process.pid}.partial`);
      written.push([partial, file]);
      writeFileSync(partial, text);
    }
  } catch (error) {
    for (const [partial] of written) rmSync(partial, { force: true });
    throw error;
  }
  for (const [partial, file] of written) renameSync(partial, file);
}

/**
 * Checks, then writes the generated files; returns the number of records per collection. Every
 * check comes first (the uploads' conversion included): a compile that fails changes no generated
 * file, so the ones the app imports never come from two different compiles.
 */
export async function compileAll(root = projectRoot) {
  const {
    browserTexts,
    counts,
    settings,
    manifest,
    collections,
    singles,
    singleFile,
    toJSONSchema,
    anchored,
    references,
    contentRecords,
  } = await checkContent(root);
  // The uploads' responsive variants, and their sources and sizes for the pages. Its variants are
  // written as it goes, but those of the last good compile stay until it has converted every file.
  let media;
  try {
    media = await compileMedia(root);
  } catch (error) {
    if (error instanceof MediaError) throw new ContentError([error.message]);
    throw error;
  }
  const json = (value) => `${JSON.stringify(value, null, 1)}\n`;
  const files = [
    // The words the islands carry into the browser (the pages read the rest with Astro's content layer).
    ...BROWSER_TEXTS.map((name) => [join(generatedDir(root), `${name}.json`), json(browserTexts[name])]),
    [manifestFile(root), json(manifest)],
    // Every internal link with an #anchor, where it is written, for the check after rendering.
    [anchoredLinksFile(root), json(anchored)],
    [join(generatedDir(root), "references.json"), json(references)],
    // Every checked record, for the editor (app/admin/editor-checks.ts).
    [join(generatedDir(root), "records.json"), json(contentRecords)],
    // The articles' legacy sections, for the servers' redirects (deploy/policy.mjs).
    [
      join(generatedDir(root), "article-sections.json"),
      json(
        contentRecords.articles.flatMap(({ id, data }) =>
          data.section ? [{ section: data.section, slug: id }] : [],
        ),
      ),
    ],
    [cmsConfigFile(root), cmsConfig({ collections, singles, singleFile, toJSONSchema, settings })],
    [join(generatedDir(root), "media.json"), json(media)],
  ];
  mkdirSync(generatedDir(root), { recursive: true });
  writeAllIfChanged(files);
  return counts;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const counts = await compileAll();
    console.log(
      `content: ${Object.entries(counts)
        .map(([name, count]) => `${count} ${name}`)
        .join(", ")} checked and compiled`,
    );
  } catch (error) {
    console.error(error instanceof ContentError ? error.message : error);
    process.exit(1);
  }
}
