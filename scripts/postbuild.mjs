#!/usr/bin/env node
/**
 * The page steps after `react-router build`, on build/client (scripts/build.mjs runs them in order
 * with the others):
 *  - pages become `<page>.html` (scripts/build/flatten-pages.mjs); /404 (pre-rendered by the
 *    catch-all route) becomes 404.html, served with status 404; React Router's SPA fallback goes
 *    (every route is pre-rendered, and no host may answer with it).
 *  - sitemap.xml from the page manifest's canonical pages (scripts/build/site-pages.mjs), robots.txt.
 *  - Scripts deferred past the first paint (scripts/build/defer-scripts.mjs).
 *  - Each page's Content-Security-Policy, with its inline scripts' hashes (build/headers.json and
 *    build/nginx/csp.conf).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { deploySettings } from "./deploy-settings.mjs";
import { cspConf } from "./gen-nginx.mjs";
import { assertEmailSettings } from "./lib/email-settings.mjs";
import { deferScripts } from "./build/defer-scripts.mjs";
import { flattenPages, pageFile } from "./build/flatten-pages.mjs";
import { pagePolicies } from "./build/page-csp.mjs";
import { sitemapXml, sitePages } from "./build/site-pages.mjs";

assertEmailSettings();
const root = join(fileURLToPath(new URL("..", import.meta.url)), process.env.BUILD_DIR ?? "build", "client");

// Page files (`banking.html`) and the Not Found page (404.html, from /404/index.html).
flattenPages(root);
rmSync(join(root, "__spa-fallback.html"), { force: true });
if (!existsSync(join(root, "404.html"))) throw new Error("postbuild: 404.html was not pre-rendered");

// Sitemap and robots: the manifest's canonical pages, each of which must have been rendered.
const pages = sitePages();
const unrendered = pages.filter((path) => !existsSync(join(root, pageFile(path))));
if (unrendered.length)
  throw new Error(`postbuild: pages of the manifest not rendered: ${unrendered.join(", ")}`);
writeFileSync(join(root, "sitemap.xml"), sitemapXml(pages, deploySettings.siteUrl));
writeFileSync(
  join(root, "robots.txt"),
  `User-agent: *\nAllow: /\n\nSitemap: ${deploySettings.siteUrl}/sitemap.xml\n`,
);

// The scripts start after the first paint.
await deferScripts(root);

// Each page's Content-Security-Policy, with the hashes of its own inline scripts.
const policies = pagePolicies(root, {
  emailOrigin: deploySettings.emailOrigin,
  frameOrigins: deploySettings.frameOrigins,
  analyticsOrigin: deploySettings.analyticsOrigin,
});
writeFileSync(
  join(root, "..", "headers.json"),
  JSON.stringify({ contentSecurityPolicy: policies }, null, 2) + "\n",
);
mkdirSync(join(root, "..", "nginx"), { recursive: true });
writeFileSync(join(root, "..", "nginx", "csp.conf"), cspConf(policies));

console.log(
  `postbuild: pages as <page>.html, 404.html, sitemap.xml (${pages.length} pages), a CSP for each of ${Object.keys(policies.pages).length} pages`,
);
