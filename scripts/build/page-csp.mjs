/**
 * A Content-Security-Policy per page: each page's policy allows exactly the inline scripts that
 * page holds (by hash), not every inline script of the site. One policy for all pages listed about
 * 85 hashes, 4.5 KB of header on every HTML answer; a page's own policy is about 1 KB.
 * Written by scripts/postbuild.mjs to `build/headers.json`, read by both servers: the preview
 * server looks the served file up, nginx maps `$uri` to it (scripts/gen-nginx.mjs, `cspConf`);
 * static hosts get them from scripts/build/static-hosts.mjs.
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
    // Data blocks (JSON-LD) never run; speculation rules are data too, but the browser applies
    // script-src to them, so they need their hash like a script.
    if (type && type !== "module" && type !== "text/javascript" && type !== "speculationrules") continue;
    hashes.add(`sha256-${createHash("sha256").update(body).digest("base64")}`);
  }
  return [...hashes].sort();
}

/** The URL path of a file of the build: `<root>/banking.html` -> `/banking.html`. */
export const buildPath = (root, file) => `/${relative(root, file).split(sep).join("/")}`;

/**
 * The policies of a build: `pages` by file path (`/index.html`, `/banking.html`,
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
