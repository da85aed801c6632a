#!/usr/bin/env node
/**
 * Steps after `react-router build`, on build/client:
 *  1. /404 (pre-rendered by the catch-all route) becomes 404.html, served with status 404.
 *  2. sitemap.xml from each page's canonical URL (aliases and noindex pages left out), robots.txt.
 *  3. Scripts deferred past the first paint (scripts/build/defer-scripts.mjs).
 *  4. Each page's Content-Security-Policy, with its inline scripts' hashes (build/headers.json).
 *  5. _headers and _redirects for static hosts that read them.
 *  6. Precompressed .br and .gz next to every compressible file (last: after every change).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import {
  ADMIN_PATH,
  adminContentSecurityPolicy,
  articleSections,
  cacheControl,
  insightsBlogTarget,
  redirects,
  securityHeaders,
} from "../deploy/policy.mjs";
import { deploySettings } from "./deploy-settings.mjs";
import { cspConf } from "./gen-nginx.mjs";
import { assertEmailSettings } from "./lib/email-settings.mjs";
import { deferScripts } from "./build/defer-scripts.mjs";
import { htmlFiles } from "./build/html-files.mjs";
import { pagePolicies, staticHostHeaders, staticHostHeadersProblem } from "./build/page-csp.mjs";
import { precompress } from "./build/precompress.mjs";

assertEmailSettings();
const root = join(fileURLToPath(new URL("..", import.meta.url)), process.env.BUILD_DIR ?? "build", "client");

// 1. Not Found page.
const prerendered404 = join(root, "404", "index.html");
if (existsSync(prerendered404)) {
  renameSync(prerendered404, join(root, "404.html"));
  rmSync(join(root, "404"), { recursive: true, force: true });
}
if (!existsSync(join(root, "404.html"))) throw new Error("postbuild: 404.html was not pre-rendered");

// 2. Sitemap and robots.
const pages = htmlFiles(root).filter(
  (file) => !file.endsWith("404.html") && !file.endsWith("__spa-fallback.html"),
);
const canonicals = new Set();
for (const file of pages) {
  const html = readFileSync(file, "utf8");
  if (/<meta name="robots" content="noindex"/.test(html)) continue;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const route = "/" + relative(root, file).replace(/(^|\/)index\.html$/, "");
  const self = `${deploySettings.siteUrl}${route === "/" ? "" : route.replace(/\/$/, "")}`;
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

// 3. The scripts start after the first paint.
await deferScripts(root);

// 4. Each page's Content-Security-Policy, with the hashes of its own inline scripts.
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

// 5. Netlify/Cloudflare-style files.
const staticHeaders = staticHostHeaders({
  policies,
  securityHeaders,
  hashedCacheControl: cacheControl.hashed,
  admin: { path: ADMIN_PATH, policy: adminContentSecurityPolicy },
});
writeFileSync(join(root, "_headers"), staticHeaders);
const staticHeadersProblem = staticHostHeadersProblem(staticHeaders);
if (staticHeadersProblem) console.warn(`postbuild: warning: ${staticHeadersProblem}`);
writeFileSync(
  join(root, "_redirects"),
  [
    ...redirects.map((rule) => `${rule.from} ${rule.to} 301`),
    ...articleSections.map((a) => `/insightsBlog section=${a.section} ${insightsBlogTarget(a.section)} 301`),
    `/insightsBlog ${insightsBlogTarget(null)} 301`,
    "",
  ].join("\n"),
);

// 6. Precompressed variants, last.
const compressed = precompress(root);

console.log(
  `postbuild: 404.html, sitemap.xml (${urls.length} URLs), a CSP for each of ${Object.keys(policies.pages).length} pages, _headers, _redirects, ${compressed.files} files precompressed`,
);
