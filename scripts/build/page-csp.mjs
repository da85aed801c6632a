/**
 * A Content-Security-Policy per page: each page's policy allows exactly the inline scripts that
 * page holds (by hash), not every inline script of the site. One policy for all pages listed about
 * 85 hashes, 4.5 KB of header on every HTML answer; a page's own policy is about 1 KB.
 * Written by scripts/postbuild.mjs to `build/headers.json`, read by both servers: the preview
 * server looks the served file up, nginx maps `$uri` to it (scripts/gen-nginx.mjs, `cspConf`);
 * static hosts get them in `_headers`.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";
import { contentSecurityPolicy } from "../../deploy/policy.mjs";
import { htmlFiles } from "./html-files.mjs";

/** The sha256 sources of the scripts that run inline in one HTML document, sorted. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\ssrc=/.test(attributes) || body === "") continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type && type !== "module" && type !== "text/javascript") continue; // data blocks (JSON-LD) never run
    hashes.add(`sha256-${createHash("sha256").update(body).digest("base64")}`);
  }
  return [...hashes].sort();
}

/** The URL path of a file of the build: `<root>/banking/index.html` -> `/banking/index.html`. */
export const buildPath = (root, file) => `/${relative(root, file).split(sep).join("/")}`;

/**
 * The policies of a build: `pages` by file path (`/index.html`, `/banking/index.html`,
 * `/404.html`), and `default` (no inline script at all) for anything else a server sends as a page.
 */
export function pagePolicies(root, settings) {
  const pages = {};
  for (const file of htmlFiles(root)) {
    const scriptHashes = inlineScriptHashes(readFileSync(file, "utf8"));
    pages[buildPath(root, file)] = contentSecurityPolicy({ ...settings, scriptHashes });
  }
  return { default: contentSecurityPolicy(settings), pages };
}

/** The clean URL a page file is served at: `/banking/index.html` -> `/banking`, `/index.html` -> `/`. */
export const pageUrl = (path) => path.replace(/\/index\.html$/, "") || "/";

/** Cloudflare Pages reads at most 100 rules and 2,000 characters a line from `_headers`. */
const STATIC_HOST_LIMITS = { rules: 100, lineLength: 2_000 };

/**
 * `_headers` for static hosts: every answer gets the security headers, each page its own policy and
 * the content editor its own. No policy on every answer: hosts that merge the headers of several
 * matching rules (Netlify) would send two, and a page must pass both. So an unknown URL's Not Found
 * page comes without one there (nginx and the preview server send the Not Found page's own).
 */
export function staticHostHeaders({ policies, securityHeaders, hashedCacheControl, admin }) {
  const rule = (path, headers) => [path, ...headers.map((header) => `  ${header}`)];
  const rules = [
    rule(
      "/*",
      Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}`),
    ),
    rule("/assets/*", [`Cache-Control: ${hashedCacheControl}`]),
    ...Object.entries(policies.pages)
      .filter(([path]) => path.endsWith("/index.html") && !path.startsWith(`${admin.path}/`))
      .map(([path, csp]) => rule(pageUrl(path), [`Content-Security-Policy: ${csp}`])),
    rule(admin.path, [`Content-Security-Policy: ${admin.policy}`]),
  ];
  return `${rules.flat().join("\n")}\n`;
}

/**
 * What Cloudflare Pages would not read in a `_headers` text (over 100 rules, a line over 2,000
 * characters), or null. A warning, not a failure: the site may outgrow it, and nginx needs none.
 */
export function staticHostHeadersProblem(text) {
  const lines = text.trimEnd().split("\n");
  const rules = lines.filter((line) => !line.startsWith(" ")).length;
  const long = lines.find((line) => line.length > STATIC_HOST_LIMITS.lineLength);
  if (rules <= STATIC_HOST_LIMITS.rules && !long) return null;
  return `_headers has ${rules} rules${long ? ` and a line of ${long.length} characters` : ""}; Cloudflare Pages reads at most ${STATIC_HOST_LIMITS.rules} rules and ${STATIC_HOST_LIMITS.lineLength} characters a line`;
}

