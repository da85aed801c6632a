#!/usr/bin/env node
/**
 * The content compiler: content/<collection>/*.yml (one record a file, what editors change in the
 * CMS or by hand) -> app/content/generated/<collection>.json (what the app imports), after checking
 * every file against its collection's zod schema (app/content/schema.ts) and every internal link
 * against the site's routes. Any problem stops it with one line per problem naming the file, the
 * field and what is wrong, e.g.
 *   content/services/java.yml: whatWeDo.cards.2.art: "gear" is not an illustration (gears, ...)
 * It also writes the CMS configuration (app/content/generated/cms-config.yml) from the same schemas,
 * and the uploads' responsive images (scripts/media.mjs) with their manifest (generated/media.json).
 *
 *   node scripts/content.mjs     (run by npm run build, dev and test; npm run cms compiles itself)
 * `npm run cms` and `npm run dev` recompile on every change (the Vite plugin in astro.config.mjs).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { cmsConfig } from "./cms-config.mjs";
import { readFrontMatter } from "./lib/front-matter.mjs";
import { importApp } from "./lib/import-app.mjs";
import { notValidYaml, readYaml } from "./lib/read-yaml.mjs";
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

/** Collections kept as Markdown with front matter (the rest are YAML records). */
const MARKDOWN = new Set(["articles"]);

/**
 * Reads and checks one file against its schema; pushes problems (each naming the file and line,
 * `issueAt` of app/content/problems.ts) and returns the record or null.
 */
export function readRecord(root, path, schema, markdown, problems, issueAt) {
  const shown = relative(root, path);
  let data;
  let source;
  try {
    const text = readFileSync(path, "utf8");
    if (markdown) {
      const file = readFrontMatter(text);
      const frontMatter = readYaml(file.matter);
      // The body's first line in the file: after the front matter and its two fences.
      const bodyLine = text.slice(0, text.length - file.content.length).split("\n").length;
      data = file.data;
      // The front matter's text starts with the opening fence's line break: its lines are the file's.
      const { lineOf, runTogether } = frontMatter;
      source = { lineOf, body: file.content, bodyLine, runTogether };
    } else {
      source = readYaml(text);
      data = source.data;
    }
  } catch (error) {
    problems.push(notValidYaml(shown, error));
    return null;
  }
  for (const { path: field, line } of source.runTogether ?? [])
    problems.push(
      `${shown}:${line}: ${field}: one list item holds what look like several (a "- " on its next line is indented deeper than the first): put every "- " of the list at the same indent`,
    );
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) {
    for (const issue of result.error.issues) problems.push(issueAt(shown, issue, source.lineOf));
    return null;
  }
  return { file: shown, data: result.data, source };
}

/** Reads, checks and returns every collection and single file; throws ContentError listing every problem. */
export async function compileContent(root = projectRoot) {
  const {
    collections,
    singles,
    singleFile,
    sitePages,
    toJSONSchema,
    parseMarkdown,
    parseInlineMarkdown,
    readingMinutes,
    issueAt,
    lineOfField,
    fieldPath,
    links,
    markdownLinks,
    marked,
    notOffered,
    alreadyUsed,
    notAPage,
  } = await importApp(
    root,
    null,
    'export { collections, singles, singleFile } from "./app/content/schema.ts"; export { sitePages } from "./app/content/site-pages.ts"; export { toJSONSchema } from "zod"; export { parseMarkdown, parseInlineMarkdown, readingMinutes } from "./app/lib/markdown.ts"; export * from "./app/content/problems.ts";',
  );
  const problems = [];
  const records = {};
  for (const [name, schema] of Object.entries(collections)) {
    const dir = join(root, "content", name);
    const markdown = MARKDOWN.has(name);
    records[name] = [];
    const files = readdirSync(dir)
      .filter((file) => (markdown ? /\.md$/ : /\.ya?ml$/).test(file))
      .sort();
    for (const file of files) {
      const record = readRecord(root, join(dir, file), schema, markdown, problems, issueAt);
      if (!record) continue;
      // An article's address is its file name: content/articles/<slug>.md is /insights/<slug>.
      if (markdown) record.data = { slug: file.slice(0, -3), ...record.data };
      records[name].push(record);
    }
  }
  const single = {};
  for (const [name, schema] of Object.entries(singles)) {
    const path = join(root, singleFile(name));
    single[name] = readRecord(root, path, schema, false, problems, issueAt);
  }
  if (problems.length) throw new ContentError(problems);
  // A record's file and the line of one of its fields: "content/x.yml:12".
  const at = ({ file, source }, path) => `${file}:${lineOfField(path, source.lineOf)}`;

  // A position's department and location are the ones the settings offer.
  const { jobs } = single.settings.data;
  const offered = { department: jobs.departments, location: jobs.locations.map((place) => place.name) };
  for (const record of records.positions)
    for (const [field, values] of Object.entries(offered))
      if (!values.includes(record.data[field]))
        problems.push(notOffered(at(record, [field]), field, record.data[field], values));

  // One record per address (and per requisition number, a JobPosting's identifier), then every
  // internal link must lead to a page of the site.
  for (const [name, field] of [
    ["services", "path"],
    ["industries", "path"],
    ["positions", "slug"],
    ["positions", "jobId"],
    ["articles", "section"],
  ]) {
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
  const sorted = inOrder(records);
  // Each article complete, compiled once here: its page, reading time and body as rich text.
  const articles = [];
  for (const { file, data, source } of records.articles) {
    try {
      const { body, text } = parseMarkdown(source.body);
      articles.push({ path: `/insights/${data.slug}`, data, readingMinutes: readingMinutes(text), body });
    } catch (error) {
      const inText = Number(/\(line (\d+)\)/.exec(error.message)?.[1]);
      problems.push(`${file}${inText ? `:${source.bodyLine + inText - 1}` : ""}: body: ${error.message}`);
    }
  }
  if (problems.length) throw new ContentError(problems);
  sorted.articleRecords = articles
    .map(({ path, data: { slug, ...frontMatter }, readingMinutes, body }) => ({
      slug,
      path,
      ...frontMatter,
      readingMinutes,
      body,
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  for (const [name, record] of Object.entries(single)) sorted[name] = record.data;
  // The site's pages, from the records just checked: what the build's later steps and the link checks read.
  const entries = Object.fromEntries(
    Object.keys(collections).map((name) => [
      name,
      records[name].map(({ file, data }) => ({ id: basename(file).replace(/\.\w+$/, ""), data })),
    ]),
  );
  const manifest = sitePages(entries);
  // The checked records as Astro's content layer gives them to the pages (app/content/site-pages.ts
  // `ContentRecords`): the editor compiles its preview and checks its saves from them.
  const contentRecords = {
    ...Object.fromEntries(
      Object.keys(collections).map((name) => [
        name,
        records[name].map(({ file, data, source }) => ({
          id: basename(file).replace(/\.\w+$/, ""),
          // An article's `slug` (above) is its file's name, not a field of its front matter.
          data: name === "articles" ? { ...data, slug: undefined } : data,
          ...(source.body !== undefined && { body: source.body }),
        })),
      ]),
    ),
    ...Object.fromEntries(Object.entries(single).map(([name, record]) => [name, record.data])),
  };
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
    const json = toJSONSchema(schema, { io: "input", unrepresentable: "any" });
    // Each link with the file's line: a link field's own line, a Markdown link's line in its text.
    const found = links(json, data).flatMap(({ path, href, markdown }) => {
      const { line, block } = source.lineOf(path);
      if (href !== undefined) return [{ path, href, line }];
      return markdownLinks(markdown).map((link) => ({
        path,
        href: link.href,
        line: line && (block ? line + link.line : line),
      }));
    });
    if (source.body !== undefined)
      for (const link of markdownLinks(source.body))
        found.push({ path: ["body"], href: link.href, line: source.bodyLine + link.line - 1 });
    for (const { path, href, line } of found) {
      if (!href.startsWith("/")) continue;
      const page = href.split(/[?#]/)[0];
      const where = `${file}${line ? `:${line}` : ""}: ${fieldPath(path)}`;
      references.links.push({ file, where, page });
      if (!routes.has(page)) problems.push(notAPage(where, href));
      // The anchor's page is only known once rendered: scripts/build/anchors.mjs checks it then.
      else if (href.includes("#")) anchored.push({ where, href });
    }
    // An uploaded picture must be in the media folder (scripts/media.mjs converts what is there).
    for (const { path, value: href } of marked("upload", json, data)) {
      const upload = join(root, MEDIA_FOLDER, href.slice(UPLOADS_URL.length + 1));
      references.uploads.push({ file, where: `${at(record, path)}: ${fieldPath(path)}`, src: href });
      if (!existsSync(upload))
        problems.push(
          `${at(record, path)}: ${fieldPath(path)}: "${href}" is not in ${MEDIA_FOLDER}/ (upload it again)`,
        );
    }
  }
  // Placeholders filled from other records here, so the browser gets no copy of those records:
  // {services}, every software service linked to its page, in menu order.
  const fromRecords = { services: serviceLinks(sorted.services) };
  const fill = (markdown) => markdown.replace(/\{(\w+)\}/g, (whole, key) => fromRecords[key] ?? whole);
  // The single files' Markdown fields reach the app as the site's rich text (no parser in the browser).
  for (const [name, schema] of Object.entries(singles)) {
    const json = toJSONSchema(schema, { io: "input", unrepresentable: "any" });
    const { file, data, source } = single[name];
    sorted[name] = structuredClone(data);
    for (const { path, markdown, inline } of links(json, data)) {
      if (markdown === undefined) continue;
      try {
        const parent = path.slice(0, -1).reduce((value, key) => value[key], sorted[name]);
        // An inline field is one paragraph's pieces; any other the whole rich text.
        const filled = fill(markdown);
        parent[path.at(-1)] = inline ? parseInlineMarkdown(filled) : parseMarkdown(filled).body;
      } catch (error) {
        const { line, block } = source.lineOf(path);
        const inText = Number(/\(line (\d+)\)/.exec(error.message)?.[1]);
        const at = line && (block && inText ? line + inText : line);
        problems.push(`${file}${at ? `:${at}` : ""}: ${fieldPath(path)}: ${error.message}`);
      }
    }
  }
  if (problems.length) throw new ContentError(problems);
  sorted.chatbot.keywords = serviceKeywords(single.chatbot.data, sorted.services);
  return {
    records: sorted,
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

/** The services as Markdown links in one English list: "[A](/a), [B](/b), and [C](/c)". */
function serviceLinks(services) {
  const escape = (text) => text.replace(/[\\[\]*_`]/g, "\\$&");
  let next = 0;
  return new Intl.ListFormat("en", { type: "conjunction" })
    .formatToParts(services.map((service) => service.name))
    .map((part) =>
      part.type === "element" ? `[${escape(part.value)}](${services[next++].path})` : part.value,
    )
    .join("");
}

/**
 * The chatbot's keywords, where the option whose answer lists {services} also answers to each
 * service's name: a service an owner adds is offered without editing the chatbot.
 */
function serviceKeywords(chatbot, services) {
  const offering = chatbot.options.find((option) => option.answer.includes("{services}"));
  if (!offering) return chatbot.keywords;
  const names = services.map((service) => service.name.toLowerCase());
  const own = chatbot.keywords.find((entry) => entry.option === offering.id);
  const words = [...new Set([...(own?.words ?? []), ...names])];
  return own
    ? chatbot.keywords.map((entry) => (entry === own ? { ...entry, words } : entry))
    : [...chatbot.keywords, { option: offering.id, words }];
}

/** Each collection's records in its order: services by menu position, positions newest first. */
function inOrder(records) {
  const order = {
    services: (a, b) => a.order - b.order,
    industries: (a, b) => a.order - b.order,
    positions: (a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title),
    articles: (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
  };
  // Articles: an index here (slug, legacy section, date); `articleRecords` holds them compiled.
  const pick = { articles: ({ slug, section, date }) => ({ slug, section, date }) };
  return Object.fromEntries(
    Object.entries(records).map(([name, list]) => [
      name,
      list
        .map((record) => record.data)
        .sort(order[name])
        .map(pick[name] ?? ((data) => data)),
    ]),
  );
}

/**
 * Writes the generated files, all or none, each only when its text changes: the dev server
 * compiles again when it starts (scripts/cms.mjs), and an unchanged file rewritten would make Vite
 * reload every page that imports it. Every changed text goes to a temporary file first and is renamed over
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
 * Compiles, and writes the CMS configuration; returns the number of records per collection. Every
 * check comes first (the uploads' conversion included): a compile that fails changes no generated
 * file, so the ones the app imports never come from two different compiles.
 */
export async function compileAll(root = projectRoot) {
  const {
    records,
    manifest,
    collections,
    singles,
    singleFile,
    toJSONSchema,
    anchored,
    references,
    contentRecords,
  } = await compileContent(root);
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
    ...BROWSER_TEXTS.map((name) => [join(generatedDir(root), `${name}.json`), json(records[name])]),
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
    [
      cmsConfigFile(root),
      cmsConfig({ collections, singles, singleFile, toJSONSchema, settings: records.settings }),
    ],
    [join(generatedDir(root), "media.json"), json(media)],
  ];
  mkdirSync(generatedDir(root), { recursive: true });
  writeAllIfChanged(files);
  return Object.fromEntries(
    Object.entries(records).map(([name, list]) => [name, Array.isArray(list) ? list.length : 1]),
  );
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
