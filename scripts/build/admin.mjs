#!/usr/bin/env node
/**
 * The content editor at /admin/ (Decap CMS), copied into the build after every other step, so
 * nothing of it is processed as a site page (no critical CSS, no boot script, not in the sitemap
 * or the search index) and no byte of it reaches a site page: build/client/admin.html (served at
 * /admin, like every page), admin/config.yml (written from the content schemas by scripts/content.mjs), Decap's bundle and
 * chunks, and admin/preview.js, the preview pane that draws each entry with the site's own components and
 * stylesheet (app/admin/preview.tsx). Both servers send it with its own Content-Security-Policy (deploy/policy.mjs,
 * `adminContentSecurityPolicy`).
 */
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { adminPage, decapDist, previewBundle } from "../cms.mjs";
import { cmsConfigFile, projectRoot } from "../content.mjs";
import { deploySettings } from "../deploy-settings.mjs";

const out = join(projectRoot, process.env.BUILD_DIR ?? "build", "client", "admin");

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(out, { recursive: true });
  const files = readdirSync(decapDist()).filter((name) => /(^|\.)decap-cms\.js$|\.wasm$/.test(name));
  for (const name of files) copyFileSync(join(decapDist(), name), join(out, name));
  copyFileSync(cmsConfigFile(), join(out, "config.yml"));
  writeFileSync(join(out, "preview.js"), await previewBundle());
  writeFileSync(`${out}.html`, adminPage(deploySettings.brandName));
  console.log(`admin: the content editor in ${out} (${files.length} files of decap-cms)`);
}
