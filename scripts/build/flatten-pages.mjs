/**
 * Pages as `<page>.html` files: React Router pre-renders `/banking` as `banking/index.html`, which
 * static hosts serve at `/banking/` (Cloudflare Pages answers `/banking` with a 308 there). As
 * `banking.html` every host serves it at `/banking` itself, as nginx and the preview server do.
 */
import { existsSync, readdirSync, renameSync, rmdirSync } from "node:fs";
import { dirname, relative, sep } from "node:path";
import { filesUnder } from "./html-files.mjs";

/** Moves every `<dir>/index.html` below `root` to `<dir>.html` (the home page stays `index.html`). */
export function flattenPages(root) {
  let moved = 0;
  for (const file of filesUnder(root)) {
    if (!file.endsWith(`${sep}index.html`) || dirname(file) === root) continue;
    const target = `${dirname(file)}.html`;
    if (existsSync(target)) throw new Error(`flatten-pages: both ${relative(root, file)} and ${relative(root, target)}`);
    renameSync(file, target);
    if (readdirSync(dirname(file)).length === 0) rmdirSync(dirname(file));
    moved += 1;
  }
  return moved;
}

/** The URL a page file is served at: `/banking.html` -> `/banking`, `/index.html` -> `/`. */
export const pageUrl = (path) => (path === "/index.html" ? "/" : path.replace(/\.html$/, ""));

/** The file of a page URL: `/banking` -> `banking.html`, `/` -> `index.html`. */
export const pageFile = (url) => (url === "/" ? "index.html" : `${url.slice(1)}.html`);
