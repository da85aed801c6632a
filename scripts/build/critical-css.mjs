/**
 * Critical CSS: every page's HTML gets, inline in <head>, the rules of the stylesheet that match
 * its own markup (beasties), so the first paint needs the HTML only. The full stylesheet stays
 * linked with `media="print"` (fetched at the lowest priority, never render-blocking) and is
 * switched to `all` after the first paint by the page's boot script (scripts/build/defer-scripts.mjs);
 * without JavaScript a <noscript> link loads it as usual. No inline event handler is written: the
 * strict CSP allows only hashed inline scripts.
 */
import { readFile, writeFile } from "node:fs/promises";
import Beasties from "beasties";
import { htmlFiles } from "./html-files.mjs";

/** The attribute beasties' "media-script" mode puts on the deferred <link>; it holds the real media. */
export const DEFERRED_MEDIA_ATTRIBUTE = "data-beasties-media";

export function createBeasties(root) {
  return new Beasties({
    path: root,
    publicPath: "/",
    // Link kept with media="print" + data-beasties-media + <noscript>; no onload handler.
    preload: "media-script",
    // Our own inline <style> (the @font-face rules) is left as written.
    reduceInlineStyles: false,
    // The full file stays whole: it is cached once for every page and serves later states.
    pruneSource: false,
    // Fonts are declared and preloaded by app/root.tsx already.
    fonts: false,
    preloadFonts: false,
    inlineFonts: false,
    // beasties strips pseudo-classes before matching, which empties Tailwind's `:where(...)` /
    // `:is(...)` selectors (space-y, divide-y, group-hover): keep those few rules whole.
    allowRules: [/^:where\(/, /^:is\(/],
    logLevel: "warn",
  });
}

/** Inlines the critical CSS of every HTML file under `root`; returns how many files it changed. */
export async function inlineCriticalCss(root) {
  const beasties = createBeasties(root);
  let changed = 0;
  for (const file of htmlFiles(root)) {
    const html = await readFile(file, "utf8");
    const output = await beasties.process(html);
    if (output !== html) {
      await writeFile(file, output);
      changed += 1;
    }
  }
  return changed;
}
