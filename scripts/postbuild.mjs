#!/usr/bin/env node
/**
 * The page steps after `react-router build`, on build/client (scripts/build.mjs runs them in order
 * with the others):
 *  - pages become `<page>.html` (scripts/build/flatten-pages.mjs); /404 (pre-rendered by the
 *    catch-all route) becomes 404.html, served with status 404; React Router's SPA fallback goes
 *    (every route is pre-rendered, and no host may answer with it).
 *  - sitemap.xml from each page's canonical URL (aliases and noindex pages left out), robots.txt.
 *  - Scripts deferred past the first paint (scripts/build/defer-scripts.mjs).
 *  - Each page's Content-Security-Policy, with its inline scripts' hashes (build/headers.json and
 *    build/nginx/csp.conf).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { deploySettings } from "./deploy-settings.mjs";
import { cspConf } from "./gen-nginx.mjs";
import { assertEmailSettings } from "./lib/email-settings.mjs";
import { deferScripts } from "./build/defer-scripts.mjs";
import { htmlFiles } from "./build/html-files.mjs";
import { flattenPages, pageUrl } from "./build/flatten-pages.mjs";
import { buildPath, pagePolicies } from "./build/page-csp.mjs";

assertEmailSettings();
const root = join(fileURLToPath(new URL("..", import.meta.url)), process.env.BUILD_DIR ?? "build", "client");

// Page files (`banking.html`) and the Not Found page (404.html, from /404/index.html).
flattenPages(root);
rmSync(join(root, "__spa-fallback.html"), { force: true });
if (!existsSync(join(root, "404.html"))) throw new Error("postbuild: 404.html was not pre-rendered");

// Sitemap and robots.
const pages = htmlFiles(root).filter((file) => file !== join(root, "404.html"));
const canonicals = new Set();
for (const file of pages) {
  const html = readFileSync(file, "utf8");
  if (/<meta name="robots" content="noindex"/.test(html)) continue;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const route = pageUrl(buildPath(root, file));
  const self = `${deploySettings.siteUrl}${route === "/" ? "" : route}`;
  if (canonical && (canonical === self || canonical === `${self}/`)) canonicals.add(canonical);
}
const urls = [...canonicals].sort();
writeFileSync(
  join(root, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `  <url><loc>${url}</loc></url>`)
    .join("\n")}\n</urlset>\n`,
);
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
  `postbuild: ${pages.length} pages as <page>.html, 404.html, sitemap.xml (${urls.length} URLs), a CSP for each of ${Object.keys(policies.pages).length} pages`,
);
