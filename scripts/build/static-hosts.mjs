/**
 * What static hosts read from the build (build/client), written from deploy/policy.mjs after the
 * page policies exist:
 *   _headers     Netlify and Cloudflare Pages: rules by file class (the security headers on every
 *                answer, one cache rule per folder or extension), then each page's
 *                Content-Security-Policy and opener policy (Netlify has no rule limit).
 *   404.html     its own policy in a <meta> element too: Netlify picks `_headers` rules by the
 *                request's path, so its Not Found page at an unknown URL gets the rules of `/*`
 *                only, and a policy there would reach every page as well (`notFoundPolicyMeta`).
 *   _redirects   the plain moves (both hosts; Netlify's query rules are in netlify.toml).
 *   _worker.js   Cloudflare Pages (deploy/cloudflare-worker.mjs with this build's policies): its
 *                `_headers` reads 100 rules and its `_redirects` no query, so it sets each
 *                document's headers and answers the legacy URLs and 404s itself; rules of
 *                `_headers` past its 100th, page rules only, are skipped there and lose nothing.
 * And `netlifyToml()`, the committed netlify.toml (scripts/gen-nginx.mjs writes and checks it).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import {
  ADMIN_PATH,
  adminContentSecurityPolicy,
  adminHeaders,
  articleSections,
  cacheControl,
  cacheRuleFor,
  HOST_FILES,
  insightsBlogTarget,
  redirects,
  securityHeaders,
} from "../../deploy/policy.mjs";
import { pageUrl } from "./page-files.mjs";
import { filesUnder } from "./html-files.mjs";

/** Cloudflare Pages reads at most 100 rules and 2,000 characters a line from `_headers`. */
export const STATIC_HOST_LIMITS = { rules: 100, lineLength: 2_000 };

/**
 * The cache rules of the files that are not documents, grouped: a top-level folder whose files
 * share one rule (`/art/*`), else the extension (`/*.png`); `/assets/*` last, so it wins.
 */
export function cacheGroups(paths) {
  const topFolder = (path) => (path.indexOf("/", 1) === -1 ? null : path.slice(0, path.indexOf("/", 1)));
  const byFolder = Map.groupBy(paths.filter(topFolder), topFolder);
  const byExtension = new Map();
  const groups = [];
  for (const path of paths) {
    const rule = cacheRuleFor(path);
    if (rule === cacheControl.html || path.startsWith("/assets/")) continue;
    const folder = topFolder(path);
    if (folder && byFolder.get(folder).every((each) => cacheRuleFor(each) === rule)) {
      if (!groups.some((group) => group.path === `${folder}/*`)) groups.push({ path: `${folder}/*`, rule });
    } else byExtension.set(`/*${extname(path)}`, rule);
  }
  return [
    ...groups,
    ...[...byExtension].map(([path, rule]) => ({ path, rule })),
    { path: "/assets/*", rule: cacheControl.hashed },
  ];
}

/** The `_headers` text for the build's files and page policies. */
export function staticHostHeaders({ policies, paths }) {
  const rule = (path, headers) => [
    path,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
  // Netlify (and its CLI) lets the wider rule win when two set one header, so the headers a page
  // rule sets (its policy, the opener policy) are on no other rule that matches it.
  const { "Cross-Origin-Opener-Policy": opener, ...everyAnswer } = securityHeaders;
  const rules = [
    rule("/*", everyAnswer),
    ...cacheGroups(paths).map((group) => rule(group.path, { "Cache-Control": group.rule })),
    ...[ADMIN_PATH, `${ADMIN_PATH}.html`].map((path) =>
      rule(path, {
        "Cross-Origin-Opener-Policy": adminHeaders["Cross-Origin-Opener-Policy"],
        "Content-Security-Policy": adminContentSecurityPolicy,
        "Cache-Control": cacheControl.html,
      }),
    ),
    ...Object.entries(policies.pages)
      .filter(([path]) => path !== "/404.html" && !path.startsWith(`${ADMIN_PATH}/`))
      // Netlify matches its URL (`/banking`), netlify-cli the file it serves (`/banking.html`).
      .flatMap(([path, csp]) =>
        [...new Set([pageUrl(path), path])].map((each) =>
          rule(each, { "Cross-Origin-Opener-Policy": opener, "Content-Security-Policy": csp }),
        ),
      ),
  ];
  return `${rules.flat().join("\n")}\n`;
}

/** What Cloudflare Pages would skip of `_headers` besides page rules (the worker sets those), or null. */
export function staticHostHeadersProblem(text) {
  const lines = text.trimEnd().split("\n");
  const long = lines.find((line) => line.length > STATIC_HOST_LIMITS.lineLength);
  const starts = lines.flatMap((line, index) => (line.startsWith(" ") ? [] : [index]));
  const skipped = starts.slice(STATIC_HOST_LIMITS.rules).map((index) => lines[index + 1] ?? "");
  // A page rule (its opener policy and CSP, which the Cloudflare worker sets) loses nothing there.
  const lost = skipped.find((line) => !/^\s+(Cross-Origin-Opener-Policy|Content-Security-Policy):/.test(line));
  if (!long && lost === undefined) return null;
  return long
    ? `_headers has a line of ${long.length} characters; Cloudflare Pages reads at most ${STATIC_HOST_LIMITS.lineLength}`
    : `_headers has ${starts.length} rules and rule ${STATIC_HOST_LIMITS.rules + 1} on is not a page rule; Cloudflare Pages reads the first ${STATIC_HOST_LIMITS.rules}`;
}

/**
 * The Not Found page with its policy in a `<meta http-equiv>` element, right after its charset and
 * before any script (replacing one an earlier run put there). `_headers` cannot give it that policy
 * on Netlify: an unknown URL matches `/*` alone there, and a policy on `/*` matches every page too,
 * where it is either combined with the page's (both apply: each page's scripts would also have to
 * pass the Not Found page's policy, and the editor's eval that of a site page) or overrides it
 * (netlify-cli lets the later rule win), as the host merges rules. A browser enforces this policy
 * along with the header's where a host sends one, the same policy.
 * `frame-ancestors` is left out: a <meta> policy ignores it (with a console warning), and every
 * answer's `X-Frame-Options: DENY` forbids framing.
 */
export function notFoundPolicyMeta(html, csp) {
  const policy = csp
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive && !directive.startsWith("frame-ancestors"))
    .join("; ");
  const attribute = policy.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${attribute}"/>`;
  const without = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, "");
  const anchor = /<meta charset=[^>]*>/i.exec(without) ?? /<head(?:\s[^>]*)?>/i.exec(without);
  if (!anchor) throw new Error("404.html has no <head>: nowhere to put its policy");
  const at = anchor.index + anchor[0].length;
  const script = without.search(/<script[\s>]/i);
  if (script !== -1 && script < at) throw new Error("404.html has a script before its charset: its policy would come too late");
  return without.slice(0, at) + meta + without.slice(at);
}

/** `_redirects`: the plain moves, in the two-token form both hosts read. */
export const staticHostRedirects = () => redirects.map((rule) => `${rule.from} ${rule.to} 301`).join("\n") + "\n";

/** netlify.toml: the build, and the redirects Netlify can only take there (query matches, forced 404s). */
export function netlifyToml() {
  const toml = (value) =>
    typeof value === "object"
      ? `{ ${Object.entries(value).map(([key, each]) => `${key} = ${toml(each)}`).join(", ")} }`
      : typeof value === "string"
        ? JSON.stringify(value)
        : String(value);
  const rule = (fields) =>
    `[[redirects]]\n${Object.entries(fields)
      .map(([key, value]) => `  ${key} = ${toml(value)}`)
      .join("\n")}\n`;
  return [
    "# Generated by scripts/gen-nginx.mjs from deploy/policy.mjs. Do not edit by hand.",
    "# Netlify: the build, and the redirects that need a query or a forced status (the build's",
    "# _redirects has the plain moves, _headers the headers).",
    "[build]",
    '  command = "npm run build"',
    '  publish = "build/client"',
    "",
    "# Legacy article URLs: insightsBlog?section=X -> the article; an unknown section is a 404.",
    ...articleSections.map(({ section }) =>
      rule({
        from: "/insightsBlog",
        query: { section },
        to: insightsBlogTarget(section),
        status: 301,
        force: true,
      }),
    ),
    rule({ from: "/insightsBlog", query: { section: ":section" }, to: "/404.html", status: 404, force: true }),
    rule({ from: "/insightsBlog", to: insightsBlogTarget(null), status: 301, force: true }),
    "# The Not Found page is not a page of its own.",
    rule({ from: "/404", to: "/404.html", status: 404, force: true }),
    rule({ from: "/404.html", to: "/404.html", status: 404, force: true }),
    "# Cloudflare's worker is not a file of the site.",
    rule({ from: "/_worker.js", to: "/404.html", status: 404, force: true }),
  ].join("\n");
}

/** Writes `_headers`, `_redirects` and `_worker.js` into `root`, and 404.html's <meta> policy; returns `_headers`' problem or null. */
export async function writeStaticHostFiles(root, policies) {
  const paths = filesUnder(root)
    .map((file) => `/${relative(root, file).split(sep).join("/")}`)
    .filter((path) => !HOST_FILES.includes(path) && !path.endsWith(".html") && !/\.(br|gz)$/.test(path));
  const headers = staticHostHeaders({ policies, paths });
  writeFileSync(join(root, "_headers"), headers);
  writeFileSync(join(root, "_redirects"), staticHostRedirects());
  const notFoundPage = join(root, "404.html");
  const notFoundHtml = readFileSync(notFoundPage, "utf8");
  writeFileSync(notFoundPage, notFoundPolicyMeta(notFoundHtml, policies.pages["/404.html"] ?? policies.default));
  const worker = fileURLToPath(new URL("../../deploy/cloudflare-worker.mjs", import.meta.url));
  await build({
    stdin: {
      contents: `import { createWorker } from ${JSON.stringify(worker)};\nexport default createWorker(${JSON.stringify(policies)});\n`,
      resolveDir: root,
      sourcefile: "cloudflare-worker-entry.mjs",
    },
    bundle: true,
    format: "esm",
    platform: "neutral",
    outfile: join(root, "_worker.js"),
    logLevel: "warning",
  });
  return staticHostHeadersProblem(headers);
}
