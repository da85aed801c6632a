#!/usr/bin/env node
/**
 * The content editor at /admin/ (Decap CMS), copied into the build after every other step, so
 * nothing of it is processed as a site page (no critical CSS, no boot script, not in the sitemap
 * or the search index) and no byte of it reaches a site page: build/client/admin.html (served at
 * /admin, like every page), admin/config.yml (written from the content schemas by scripts/content.mjs), Decap's bundle and
 * chunks, and admin/preview.js, the preview pane that draws each entry with the site's own components and
 * stylesheet (app/admin/preview.tsx), and admin/anchors.json, every rendered page's element ids, with which the
 * editor refuses a link to an #anchor that is not there (app/admin/editor-checks.ts), as the build's anchor check does.
 * Both servers send it with its own Content-Security-Policy (deploy/policy.mjs, `adminContentSecurityPolicy`).
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { adminPage, decapDist, previewBundle } from "../cms.mjs";
import { cmsConfigFile, projectRoot } from "../content.mjs";
import { deploySettings } from "../deploy-settings.mjs";
import { idsOf } from "./anchors.mjs";
import { pageFile } from "./page-files.mjs";
import { manifestFile } from "./site-pages.mjs";

/**
 * The element ids of every page of the manifest that `client` (a build's pages, as <page>.html
 * files) has, by its path: `{ "/contactUs": ["main", "maps", ...] }`.
 * @param {string} client
 * @param {{ path: string }[]} manifest
 */
export function pageAnchors(client, manifest) {
  const anchors = {};
  for (const { path } of manifest) {
    const file = join(client, pageFile(path));
    if (existsSync(file)) anchors[path] = [...idsOf(readFileSync(file, "utf8"))].sort();
  }
  return anchors;
}

const out = join(projectRoot, process.env.BUILD_DIR ?? "build", "client", "admin");

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(out, { recursive: true });
  const files = readdirSync(decapDist()).filter((name) => /(^|\.)decap-cms\.js$|\.wasm$/.test(name));
  for (const name of files) copyFileSync(join(decapDist(), name), join(out, name));
  copyFileSync(cmsConfigFile(), join(out, "config.yml"));
  writeFileSync(join(out, "preview.js"), await previewBundle());
  const anchors = pageAnchors(join(out, ".."), JSON.parse(readFileSync(manifestFile(), "utf8")));
  writeFileSync(join(out, "anchors.json"), JSON.stringify(anchors));
  writeFileSync(`${out}.html`, adminPage(deploySettings.brandName));
  console.log(`admin: the content editor in ${out} (${files.length} files of decap-cms)`);
}
