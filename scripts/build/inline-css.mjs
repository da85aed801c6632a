/**
 * The stylesheet inline in every page: the first paint needs the HTML only, and the page is styled
 * once. (Inlining only the rules a page's markup matches, as beasties did, needed the full file
 * applied after the first paint: one recalculation of every element's style, a long task of
 * 50-100 ms on a slow phone, inside Total Blocking Time.) The whole file is 13 KB compressed,
 * about 5 KB more per page than its critical part.
 *
 * React renders the `<link rel="stylesheet">` of app/root.tsx and must find it when it hydrates:
 * it stays, marked `disabled`, which the browser neither fetches nor applies.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { htmlFiles } from "./html-files.mjs";

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\s*\/?>/;

/** Inlines the page's stylesheet; returns the HTML unchanged when it links none of ours. */
export function inlinePageCss(html, css) {
  const link = STYLESHEET.exec(html);
  if (!link) return html;
  // `</style` cannot occur in CSS we build; a function replacement keeps `$` in the CSS literal.
  return html.replace(STYLESHEET, () => `<style>${css}</style><link rel="stylesheet" href="${link[1]}" disabled>`);
}

/** Inlines the stylesheet into every HTML file under `root`; returns how many files it changed. */
export async function inlineCss(root) {
  const cache = new Map();
  let changed = 0;
  for (const file of htmlFiles(root)) {
    const html = await readFile(file, "utf8");
    const href = STYLESHEET.exec(html)?.[1];
    if (!href) continue;
    if (!cache.has(href)) cache.set(href, (await readFile(join(root, href), "utf8")).trim());
    await writeFile(file, inlinePageCss(html, cache.get(href)));
    changed += 1;
  }
  return changed;
}
