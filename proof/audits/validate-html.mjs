#!/usr/bin/env node
/**
 * Runs the Nu HTML Checker (vnu-jar, needs Java) over every pre-rendered page of build/client.
 * Prints each error and a line "HTML validation: N passed, N failed" (pages); exits 1 on errors.
 * One known error of Astro's own output passes (`astroIslandStyle`).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import vnu from "vnu-jar";
import { htmlFiles } from "../../scripts/build/html-files.mjs";

const root = join(
  fileURLToPath(new URL("../..", import.meta.url)),
  process.env.BUILD_DIR ?? "build",
  "client",
);
const files = htmlFiles(root);

let output;
try {
  output = execFileSync("java", ["-jar", vnu, "--format", "json", "--errors-only", ...files], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
} catch (error) {
  // vnu exits 1 when it finds errors and writes its JSON report to stderr.
  output = error.stderr?.toString() || error.stdout?.toString() || "";
  if (!output.trim().startsWith("{")) throw error;
}
const report = output.trim() ? JSON.parse(output) : { messages: [] };
/**
 * Astro writes its islands' one style rule (`astro-island,astro-slot,astro-static-slot{display:
 * contents}`) in the body, before the page's first island, with its island runtime; the checker
 * wants a `<style>` in the body first in its parent, with selectors only for what follows it. The
 * site takes Astro's output as it is: what the checker says of that one element passes, of any
 * other `<style>` it does not.
 */
const ISLAND_STYLE = "astro-island,astro-slot,astro-static-slot{display:contents}";
const lines = new Map();
/** The text of `file`'s 1-based line `number`. */
const lineOf = (file, number) => {
  if (!lines.has(file)) lines.set(file, readFileSync(file, "utf8").split("\n"));
  return lines.get(file)[number - 1] ?? "";
};
/** Whether `message` is about that element: it points into a `<style>` that holds only that rule. */
const astroIslandStyle = (message) => {
  if (!message.message.includes("“style” element in “body”")) return false;
  const line = lineOf(fileURLToPath(message.url), message.lastLine);
  const element = `<style>${ISLAND_STYLE}</style>`;
  const start = line.lastIndexOf("<style>", message.lastColumn);
  return start >= 0 && line.startsWith(element, start) && message.lastColumn <= start + element.length;
};
const errors = report.messages.filter((message) => message.type === "error" && !astroIslandStyle(message));
const failedFiles = new Set(errors.map((message) => fileURLToPath(message.url)));
for (const message of errors) {
  console.log(`${relative(root, fileURLToPath(message.url))}:${message.lastLine ?? "?"} ${message.message}`);
}
mkdirSync("test-results", { recursive: true });
writeFileSync(
  "test-results/html.json",
  JSON.stringify({ passed: files.length - failedFiles.size, failed: failedFiles.size }),
);
console.log(
  `HTML validation: ${files.length - failedFiles.size} pages valid, ${failedFiles.size} with errors`,
);
process.exit(failedFiles.size ? 1 : 0);
