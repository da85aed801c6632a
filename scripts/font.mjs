#!/usr/bin/env node
/**
 * `npm run font`: the core face of our text font, a subset of @fontsource-variable's Latin file
 * to the core characters and weights (scripts/lib/core-font.mjs), written next to its list.
 * The file is committed, like the art (tools/art): a build does not depend on the subsetter, and
 * a unit test (scripts/font.test.mjs) fails when the installed font or the list changed and this
 * was not run again. Why: the Latin file is 27 KB, the core face 13.6 KB, and every page waits for
 * it before its first text is drawn (font-display: block, `fonts` in astro.config.mjs).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { coreFontText, fontWeights } from "./lib/core-font.mjs";

const require = createRequire(import.meta.url);
export const SOURCE =
  require.resolve("@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2");
export const TARGET = fileURLToPath(
  new URL("../app/styles/fonts/plus-jakarta-sans-core.woff2", import.meta.url),
);

/** The core face's bytes, made from the installed Latin face. */
export function coreFace() {
  return subsetFont(readFileSync(SOURCE), coreFontText(), {
    targetFormat: "woff2",
    variationAxes: { wght: fontWeights() },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const face = await coreFace();
  writeFileSync(TARGET, face);
  console.log(`font: ${TARGET} (${face.length} B, ${[...coreFontText()].length} characters)`);
}
