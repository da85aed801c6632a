#!/usr/bin/env node
/**
 * The page steps after `astro build`, on build/client (scripts/build.mjs runs them in order with
 * the others):
 *  - every canonical page of the manifest was rendered, and 404.html (served with status 404);
 *  - sitemap.xml from the page manifest's canonical pages (scripts/build/site-pages.mjs), robots.txt;
 *  - each page's Content-Security-Policy, with the hashes of its inline scripts (the head script,
 *    Astro's island runtime and directives, the speculation rules): build/headers.json and
 *    build/nginx/csp.conf.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { deploySettings } from "./deploy-settings.mjs";
import { cspConf } from "./gen-nginx.mjs";
import { assertEmailSettings } from "./lib/email-settings.mjs";
import { pageFile } from "./build/page-files.mjs";
import { pagePolicies } from "./build/page-csp.mjs";
import { sitemapXml, sitePages } from "./build/site-pages.mjs";

assertEmailSettings();
const root = join(fileURLToPath(new URL("..", import.meta.url)), process.env.BUILD_DIR ?? "build", "client");

if (!existsSync(join(root, "404.html"))) throw new Error("postbuild: 404.html was not rendered");

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
  `postbuild: sitemap.xml (${pages.length} pages), robots.txt, a CSP for each of ${Object.keys(policies.pages).length} pages`,
);
