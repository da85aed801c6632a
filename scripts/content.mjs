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
 *   node scripts/content.mjs     (run by npm run build, dev, cms and test)
 * `npm run cms` and `npm run dev` recompile on every change (the Vite plugin in vite.config.ts).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { cmsConfig } from "./cms-config.mjs";
import { readFrontMatter } from "./lib/front-matter.mjs";
import { importApp } from "./lib/import-app.mjs";
import { compileMedia, MEDIA_FOLDER, MediaError, UPLOADS_URL } from "./media.mjs";

export const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const generatedDir = (root) => join(root, "app", "content", "generated");
/** The CMS configuration, served at /admin/config.yml. */
export const cmsConfigFile = (root = projectRoot) => join(generatedDir(root), "cms-config.yml");

/** A failed compile: `problems` are the lines to show, one per file and field. */
export class ContentError extends Error {
  constructor(problems) {
    super(
      `content: ${problems.length} problem${problems.length === 1 ? "" : "s"}\n${problems.map((line) => `  ${line}`).join("\n")}`,
    );
    this.problems = problems;
  }
}

/** Collections kept as Markdown with front matter (the rest are YAML records). */
const MARKDOWN = new Set(["articles"]);

const fieldPath = (path) => (path.length ? path.join(".") : "(file)");

/** One zod issue as "field: problem", in words an editor understands. */
function describe(issue) {
  const where = fieldPath(issue.path);
  if ((issue.code === "invalid_type" || issue.code === "invalid_value") && issue.input === undefined)
    return `${where}: missing (required)`;
  if (issue.code === "invalid_value" && issue.values) {
    const shown = issue.values.slice(0, 8).join(", ");
    return `${where}: ${JSON.stringify(issue.input)} is not one of the allowed values (${shown}${issue.values.length > 8 ? ", ..." : ""})`;
  }
  if (issue.code === "too_big" && issue.origin === "string")
    return `${where}: ${issue.input?.length ?? "too many"} characters, at most ${issue.maximum} allowed`;
  if (issue.code === "too_small" && issue.origin === "string")
    return `${where}: ${issue.input?.length ?? "too few"} characters, at least ${issue.minimum} needed`;
  if (issue.code === "unrecognized_keys")
    return `${issue.path.length ? `${where}: ` : ""}unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.join(", ")}`;
  return `${where}: ${issue.message}`;
}

/**
 * Every string under a record that a schema marked with `mark` (`link`: a link, `upload`: an
 * uploaded picture), with its field path.
 */
function marked(mark, schemaJson, value, path = []) {
  if (value == null) return [];
  const node = schemaJson.anyOf?.find((option) => option.type !== "null") ?? schemaJson;
  if (node[mark] && typeof value === "string") return [{ path, href: value }];
  if (node.type === "object" && typeof value === "object")
    return Object.entries(node.properties ?? {}).flatMap(([key, child]) =>
      marked(mark, child, value[key], [...path, key]),
    );
  if (node.type === "array" && Array.isArray(value))
    return value.flatMap((item, index) => marked(mark, node.items, item, [...path, index]));
  return [];
}

/** Reads, checks and returns every collection; throws ContentError listing every problem. */
export async function compileContent(root = projectRoot) {
  const { collections, toJSONSchema } = await importApp(
    root,
    null,
    'export { collections } from "./app/content/schema.ts"; export { toJSONSchema } from "zod";',
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
      const shown = relative(root, join(dir, file));
      let data;
      try {
        const text = readFileSync(join(dir, file), "utf8");
        data = markdown ? readFrontMatter(text).data : parse(text);
      } catch (error) {
        problems.push(`${shown}: not valid YAML: ${error.message.split("\n")[0]}`);
        continue;
      }
      const result = schema.safeParse(data, { reportInput: true });
      if (!result.success) {
        for (const issue of result.error.issues) problems.push(`${shown}: ${describe(issue)}`);
        continue;
      }
      // An article's address is its file name: content/articles/<slug>.md is /insights/<slug>.
      records[name].push({
        file: shown,
        data: markdown ? { slug: file.slice(0, -3), ...result.data } : result.data,
      });
    }
  }
  if (problems.length) throw new ContentError(problems);

  // One record per address, then every internal link must lead to a page of the site.
  for (const [name, field] of [
    ["services", "path"],
    ["industries", "path"],
    ["positions", "slug"],
    ["articles", "section"],
  ]) {
    const seen = new Map();
    for (const { file, data } of records[name]) {
      if (data[field] === undefined) continue;
      if (seen.has(data[field]))
        problems.push(`${file}: ${field}: "${data[field]}" is already used by ${seen.get(data[field])}`);
      seen.set(data[field], file);
    }
  }
  // The old insightsBlog?section= addresses (redirected by both servers) must keep their article.
  const legacy = JSON.parse(readFileSync(join(root, "app", "content", "insights", "sections.json"), "utf8"));
  for (const { section, slug } of legacy) {
    const article = records.articles.find((record) => record.data.slug === slug);
    if (article?.data.section !== section)
      problems.push(
        `app/content/insights/sections.json: "${section}" redirects to /insights/${slug}, but content/articles/${slug}.md ${article ? `has section "${article.data.section ?? ""}"` : "does not exist"}`,
      );
  }
  if (problems.length) throw new ContentError(problems);
  const sorted = inOrder(records);
  const { canonicalPagePaths, aliasPaths } = await importApp(root, "app/content/page-paths.ts", null, sorted);
  const routes = new Set([...canonicalPagePaths, ...aliasPaths]);
  for (const [name, schema] of Object.entries(collections)) {
    const json = toJSONSchema(schema, { io: "input", unrepresentable: "any" });
    for (const { file, data } of records[name]) {
      for (const { path, href } of marked("link", json, data)) {
        if (!href.startsWith("/")) continue;
        const page = href.split(/[?#]/)[0];
        if (!routes.has(page))
          problems.push(`${file}: ${fieldPath(path)}: "${href}" is not a page of this site`);
      }
      // An uploaded picture must be in the media folder (scripts/media.mjs converts what is there).
      for (const { path, href } of marked("upload", json, data)) {
        const upload = join(root, MEDIA_FOLDER, href.slice(UPLOADS_URL.length + 1));
        if (!existsSync(upload))
          problems.push(
            `${file}: ${fieldPath(path)}: "${href}" is not in ${MEDIA_FOLDER}/ (upload it again)`,
          );
      }
    }
  }
  if (problems.length) throw new ContentError(problems);
  return { records: sorted, collections, toJSONSchema, routes: [...routes].sort() };
}

/** Each collection's records in its order: services by menu position, positions newest first. */
function inOrder(records) {
  const order = {
    services: (a, b) => a.order - b.order,
    industries: (a, b) => a.order - b.order,
    positions: (a, b) => b.datePosted.localeCompare(a.datePosted) || a.title.localeCompare(b.title),
    articles: (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
  };
  // Articles: the app reads each file's text when it renders it; the index says which exist.
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

/** Compiles, and writes the CMS configuration; returns the number of records per collection. */
export async function compileAll(root = projectRoot) {
  const { records, collections, toJSONSchema, routes } = await compileContent(root);
  mkdirSync(generatedDir(root), { recursive: true });
  for (const [name, list] of Object.entries(records))
    writeFileSync(join(generatedDir(root), `${name}.json`), `${JSON.stringify(list, null, 1)}\n`);
  // The site's pages as a type: an internal link in the TypeScript content that leads nowhere
  // does not compile (app/lib/links.ts).
  writeFileSync(
    join(generatedDir(root), "site-paths.ts"),
    `// Written by scripts/content.mjs from the site's routes.\nexport type SitePath =\n${routes.map((route) => `  | ${JSON.stringify(route)}`).join("\n")};\n`,
  );
  writeFileSync(cmsConfigFile(root), cmsConfig(collections, toJSONSchema));
  // The uploads' responsive variants, and their sources and sizes for the pages.
  let media;
  try {
    media = await compileMedia(root);
  } catch (error) {
    if (error instanceof MediaError) throw new ContentError([error.message]);
    throw error;
  }
  writeFileSync(join(generatedDir(root), "media.json"), `${JSON.stringify(media, null, 1)}\n`);
  return Object.fromEntries(Object.entries(records).map(([name, list]) => [name, list.length]));
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
