#!/usr/bin/env node
/**
 * `npm run build`: the one ordered pipeline. Each step is its own script (run in this order, the
 * build stops at the first that fails); the last two need everything before them:
 *   content     content/ checked and compiled for the app (scripts/content.mjs)
 *   pages       React Router pre-renders every page (build/client)
 *   anchors     every internal link's #anchor names an element of its page (scripts/build/anchors.mjs)
 *   postbuild   <page>.html files, 404.html, sitemap, deferred scripts, each page's CSP
 *   brand-icons, og-images, search-index, admin   icons, share images, Pagefind index, the editor
 *   hosts       _headers, _redirects and Cloudflare's _worker.js from the final files and policies
 *   compress    .br and .gz twins of every compressible file, last: nothing changes a file after it
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { precompress } from "./build/precompress.mjs";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const buildDir = join(projectRoot, process.env.BUILD_DIR ?? "build");
const root = join(buildDir, "client");

const steps = [
  ["content", "node", ["scripts/content.mjs"]],
  ["pages", "npx", ["react-router", "build"]],
  // Before postbuild turns x/index.html into x.html: the anchor check reads React Router's layout.
  ["anchors", "node", ["scripts/build/anchors.mjs"]],
  ["postbuild", "node", ["scripts/postbuild.mjs"]],
  ["brand-icons", "node", ["scripts/build/brand-icons.mjs"]],
  ["og-images", "node", ["scripts/build/og-images.mjs"]],
  ["search-index", "node", ["scripts/build/search-index.mjs"]],
  ["admin", "node", ["scripts/build/admin.mjs"]],
];

for (const [name, command, args] of steps) {
  const result = spawnSync(command, args, { cwd: projectRoot, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`build: the ${name} step failed`);
    process.exit(result.status ?? 1);
  }
}

// Imported only now: the host files are made from deploy/policy.mjs, which reads the article index
// the content step has just compiled (app/content/generated/), never an earlier compile's.
const { writeStaticHostFiles } = await import("./build/static-hosts.mjs");
const { contentSecurityPolicy } = JSON.parse(readFileSync(join(buildDir, "headers.json"), "utf8"));
const problem = await writeStaticHostFiles(root, contentSecurityPolicy);
if (problem) {
  console.error(`build: ${problem}`);
  process.exit(1);
}
const compressed = precompress(root);
console.log(`build: _headers, _redirects, _worker.js; ${compressed.files} files precompressed (.br, .gz)`);
