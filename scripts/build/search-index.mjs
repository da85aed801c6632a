#!/usr/bin/env node
/**
 * The site search index (Pagefind), written to build/client/pagefind/ after scripts/postbuild.mjs.
 *
 * It indexes exactly the canonical pages of the page manifest, the sitemap's list
 * (scripts/build/site-pages.mjs: so never the Not Found page or alias URLs), each under its clean
 * URL, and only what is inside `<main data-pagefind-body>` (header, footer and chat are outside it;
 * pieces inside it that are not page text carry `data-pagefind-ignore`). The browser loads
 * /pagefind/pagefind.js and the index files only when the visitor opens search
 * (app/features/search/).
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as pagefind from "pagefind";
import { pageFile } from "./page-files.mjs";
import { sitePages } from "./site-pages.mjs";

const root = join(fileURLToPath(new URL("../..", import.meta.url)), process.env.BUILD_DIR ?? "build", "client");

/** Pagefind's own UI bundles and styles, and its highlighter: the site does not use them. */
const UNUSED = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/;

/**
 * HTML elements the browser shows as blocks or table cells but that Pagefind (1.6) runs into the
 * next element's words ("<dt>Location</dt><dd>Hyderabad</dd>" gives "LocationHyderabad"): a space
 * after each closes them apart in the index. (Elements made blocks by CSS keep a space in their
 * markup instead: `{" "}` in the component.)
 */
const UNSEPARATED_BLOCKS =
  /<\/(?:address|aside|blockquote|caption|dd|details|dl|dt|figcaption|figure|header|ol|pre|summary|table|tbody|tfoot|th|thead|tr)>/g;

/** How the layout writes a page's description (app/layouts/page.astro). */
const DESCRIPTION = '<meta name="description"';

/**
 * A page's HTML as Pagefind should read it: a space after every closing block tag it does not
 * separate, and the description `<meta>` marked as metadata to keep with the page (the title index
 * lists it). The mark is added here, not in the layout, so that no visitor downloads it.
 */
export function forPagefind(html) {
  return html
    .replace(UNSEPARATED_BLOCKS, "$& ")
    .replace(DESCRIPTION, '<meta data-pagefind-meta="description[content]" name="description"');
}

async function main() {
  const started = performance.now();
  const paths = sitePages();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error(`search-index: ${errors.join("; ")}`);
  const titled = [];
  for (const path of paths) {
    const content = readFileSync(join(root, pageFile(path)), "utf8");
    if (!content.includes("data-pagefind-body")) throw new Error(`search-index: ${path} has no data-pagefind-body`);
    // Else the title index would silently list the page without its description.
    if (!content.includes(DESCRIPTION)) throw new Error(`search-index: ${path} has no ${DESCRIPTION}>`);
    const added = await index.addHTMLFile({ url: path, content: forPagefind(content) });
    if (added.errors.length) throw new Error(`search-index: ${path}: ${added.errors.join("; ")}`);
    const { title = path, description = "" } = added.file.meta;
    titled.push({ url: path, title, description });
  }
  const out = join(root, "pagefind");
  const written = await index.writeFiles({ outputPath: out });
  if (written.errors.length) throw new Error(`search-index: ${written.errors.join("; ")}`);
  await pagefind.close();
  // Pagefind also writes its ready-made UIs; the site has its own dialog, so they are not shipped.
  for (const name of readdirSync(out)) if (UNUSED.test(name)) rmSync(join(out, name));
  // The title index (app/features/search/title-index.ts): Pagefind's title of each page, as its
  // results show it, and the page's description, which Pagefind reads from its meta tag (marked by
  // forPagefind; metadata counts outside `data-pagefind-body`).
  writeFileSync(join(out, "titles.json"), JSON.stringify(titled));
  console.log(`search-index: ${paths.length} pages in ${out} (${Math.round(performance.now() - started)} ms)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
