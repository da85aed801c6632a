#!/usr/bin/env node
/**
 * `npm run build`: the one ordered pipeline. Each step is its own script (run in this order, the
 * build stops at the first that fails); the last two need everything before them:
 *   content     content/ checked and compiled for the app (scripts/content.mjs)
 *   pages       Astro renders every page to <page>.html and 404.html (build/client)
 *   anchors     every internal link's #anchor names an element of its page (scripts/build/anchors.mjs)
 *   postbuild   sitemap, robots.txt, each page's CSP (scripts/postbuild.mjs)
 *   brand-icons, og-images, search-index, admin   icons, share images, Pagefind index, the editor
 *   hosts       _headers, _redirects and Cloudflare's _worker.js from the final files and policies
 *   compress    .br and .gz twins of every compressible file, last: nothing changes a file after it
 * The steps write into a staging folder that replaces build/ only when all of them have passed
 * (scripts/build/staged-build.mjs): a failed build leaves the last good one as it was.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildEnv, readContentSettings, settingOverrides } from "./deploy-settings.mjs";
import { precompress } from "./build/precompress.mjs";
import { commandStep, stagedBuild, stagingFolders } from "./build/staged-build.mjs";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const buildDir = process.env.BUILD_DIR ?? "build";

// A host's leftover VITE_* variable beats the owner's content/settings.yml: say so in the build
// log, once. A settings file that cannot be read is the content step's to report.
const { settings, problem: unreadSettings } = readContentSettings(projectRoot);
if (!unreadSettings)
  for (const line of settingOverrides(buildEnv(projectRoot), settings)) console.log(`build: ${line}`);

const steps = [
  commandStep("content", "node", ["scripts/content.mjs"]),
  commandStep("pages", "npx", ["astro", "build"]),
  commandStep("anchors", "node", ["scripts/build/anchors.mjs"]),
  commandStep("postbuild", "node", ["scripts/postbuild.mjs"]),
  commandStep("brand-icons", "node", ["scripts/build/brand-icons.mjs"]),
  commandStep("og-images", "node", ["scripts/build/og-images.mjs"]),
  commandStep("search-index", "node", ["scripts/build/search-index.mjs"]),
  commandStep("admin", "node", ["scripts/build/admin.mjs"]),
  {
    name: "hosts",
    run: async ({ dir }) => {
      // Imported only now: the host files are made from deploy/policy.mjs, which reads the article
      // index the content step has just compiled (app/content/generated/), never an earlier one's.
      const { writeStaticHostFiles } = await import("./build/static-hosts.mjs");
      const { contentSecurityPolicy } = JSON.parse(readFileSync(join(dir, "headers.json"), "utf8"));
      const problem = await writeStaticHostFiles(join(dir, "client"), contentSecurityPolicy);
      return problem ? { status: 1, message: problem } : null;
    },
  },
  {
    name: "compress",
    run: async ({ dir }) => {
      const compressed = await precompress(join(dir, "client"), {
        cacheDir: join(projectRoot, ".cache", "compressed"),
      });
      console.log(
        `build: _headers, _redirects, _worker.js; ${compressed.files} files precompressed (.br, .gz)`,
      );
      return null;
    },
  },
];

// Every step writes into <build>-next/; <build>/ is replaced only once all of them have passed.
const result = await stagedBuild({ projectRoot, buildDir, steps });
if (!result.ok) {
  if (result.message) console.error(`build: ${result.message}`);
  const shown = buildDir.replace(/[\\/]+$/, "");
  console.error(
    `build: the ${result.step} step failed, so ${shown}/ is left unchanged (the partial build in ${stagingFolders(shown).next}/ is removed)`,
  );
  process.exit(result.status);
}
