/**
 * The one definition of how the built site is served: redirects, cache rules and security
 * headers. The preview server (`scripts/serve.mjs`) applies it directly; `scripts/gen-nginx.mjs`
 * writes it into `deploy/nginx/*.conf` and `netlify.toml`, and `scripts/build/static-hosts.mjs`
 * into the build's `_headers`, `_redirects` and Cloudflare's `_worker.js` (deploy/cloudflare-worker.mjs).
 */

import sections from "../app/content/generated/article-sections.json" with { type: "json" };
import { DEFAULT_ARTICLE_SECTION } from "../app/lib/shared-constants.mjs";

/** Old or mistyped paths that permanently moved (ARCHITECTURE.md §6). */
export const redirects = [
  { from: "/networking", to: "/networkEngineering" },
  { from: "/salesforce-services", to: "/salesforceServices" },
  // The editor was /admin/index.html before pages became <page>.html files (admin.html).
  { from: "/admin/index.html", to: "/admin" },
];

/**
 * `insightsBlog?section=X` -> the article's clean URL: each article's legacy `section`, from the
 * front matter of content/articles/<slug>.md as scripts/content.mjs checks it (no two articles
 * with one section), written beside the build's other data so the Cloudflare worker carries it.
 * @type {readonly { section: string, slug: string }[]}
 */
export const articleSections = sections;

/**
 * Where `insightsBlog` with this `section` value should go; null for an unknown value. The value
 * is compared percent-decoded and without regard to case (old links were typed and re-encoded by
 * hand); `+` is not a space here. nginx applies the same rule (see `sectionPattern`).
 */
export function insightsBlogTarget(section) {
  let wanted = section == null || section === "" ? DEFAULT_ARTICLE_SECTION : section;
  try {
    wanted = decodeURIComponent(wanted);
  } catch {
    return null;
  }
  const hit = articleSections.find((article) => article.section.toLowerCase() === wanted.toLowerCase());
  return hit ? `/insights/${hit.slug}` : null;
}

/**
 * A case-insensitive regular expression (PCRE and JavaScript alike) matching every spelling of a
 * section value that `insightsBlogTarget` accepts: each character as itself or percent-encoded.
 */
export function sectionPattern(section) {
  const hex = (char) => char.charCodeAt(0).toString(16).padStart(2, "0");
  const alternatives = [...section].map((char) => {
    const cases = [...new Set([char.toLowerCase(), char.toUpperCase()])];
    const literal = /[A-Za-z0-9]/.test(char) ? char : `\\x${hex(char)}`;
    return `(?:${literal}|${cases.map((c) => `%${hex(c)}`).join("|")})`;
  });
  return `^${alternatives.join("")}$`;
}

/** The raw value of the first `section` argument of a query string, as nginx's `$arg_section` reads it. */
export function rawArgument(query, name) {
  for (const pair of query.split("&")) {
    const equals = pair.indexOf("=");
    const key = equals === -1 ? pair : pair.slice(0, equals);
    if (key.toLowerCase() === name) return equals === -1 ? "" : pair.slice(equals + 1);
  }
  return null;
}

/**
 * Request targets no page of ours can have, answered 400 by both servers before anything else:
 * a backslash (raw or encoded), an encoded slash, NUL and control characters (raw or encoded),
 * and dot segments (`.`/`..`, raw or encoded). Matched case-insensitively against the raw target
 * (path and query); only the path part counts. One source for scripts/serve.mjs and nginx.
 */
export const HOSTILE_TARGET =
  "^[^?]*(?:[\\x5c\\x00-\\x20\\x7f]|%5c|%2f|%[01][0-9a-f]|%7f|/(?:\\.|%2e){1,2}(?:[/?]|$))";

/** A path we may redirect to: one or more segments of URL-safe characters, or the root. */
export const REDIRECTABLE_PATH = "^(?:/[A-Za-z0-9._~-]+)+$";

/**
 * The one normaliser of both servers. Given the decoded path of a request that passed
 * HOSTILE_TARGET, returns the path it should be redirected to (doubled slashes merged, trailing
 * slashes dropped), `null` when it is already clean, or `false` when it is not clean and holds
 * characters we never redirect to (answered 404). The result is always "/" or a path of
 * REDIRECTABLE_PATH, so a Location can only ever point at this site, and redirecting it again
 * gives `null`: no loop.
 */
export function cleanRedirect(rawPath, decodedPath) {
  const doubled = /\/\//.test(rawPath);
  const trailing = decodedPath.length > 1 && decodedPath.endsWith("/");
  if (!doubled && !trailing) return null;
  const merged = decodedPath.replace(/\/{2,}/g, "/").replace(/(.)\/+$/, "$1");
  if (merged === "/") return "/";
  return new RegExp(REDIRECTABLE_PATH).test(merged) ? merged : false;
}

export const cacheControl = {
  /** Files under /assets/ carry a content hash in their name. */
  hashed: "public, max-age=31536000, immutable",
  /** HTML and route data must be revalidated so a deploy is seen at once. */
  html: "no-cache",
  /** Everything else (art, icons, feeds): a day. */
  other: "public, max-age=86400",
};

/**
 * The cache rule of a served file by its URL path: hashed assets, documents (`.html`, the
 * editor's `.yml`, and clean page URLs, which have no extension), everything else.
 */
export function cacheRuleFor(path) {
  if (path.startsWith("/assets/")) return cacheControl.hashed;
  const name = path.slice(path.lastIndexOf("/") + 1);
  return !name.includes(".") || /\.(html|yml)$/.test(name) ? cacheControl.html : cacheControl.other;
}

/**
 * The Content-Type of each kind of file the site serves (anything else is
 * application/octet-stream); the text types carry `; charset=utf-8`. Both servers send exactly
 * these: the preview server from this table, nginx from the `types` block written from it.
 */
export const contentTypes = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
  ".yml": "text/yaml",
  ".txt": "text/plain",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".wasm": "application/wasm",
};
export const TEXT_TYPES = [
  "text/html",
  "text/javascript",
  "text/css",
  "application/json",
  "application/manifest+json",
  "text/x-script",
  "application/xml",
  "text/yaml",
  "text/plain",
];
/** The Content-Type header of a file by its extension (`.js`). */
export function contentTypeFor(extension) {
  const type = contentTypes[extension] ?? "application/octet-stream";
  return TEXT_TYPES.includes(type) ? `${type}; charset=utf-8` : type;
}

/** Limits for bad input, shared by both servers. */
export const limits = {
  maxUrlLength: 4096,
};

/** The methods a static site answers; anything else gets 405 with this `Allow`. */
export const ALLOWED_METHODS = "GET, HEAD";

/**
 * Security headers sent with every response. `Content-Security-Policy` is built per deploy from
 * the hashes of the inline scripts (see `contentSecurityPolicy`).
 */
export const securityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/**
 * The Content-Security-Policy: scripts only from the site and the listed inline-script hashes;
 * connections only to the site and the email-service origin; frames only for maps and careers.
 * A configured analytics provider's origin is added to script-src and connect-src.
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  emailOrigin,
  frameOrigins = [],
  analyticsOrigin = "",
}) {
  const hashes = [...new Set(scriptHashes)].map((hash) => `'${hash}'`);
  const analytics = analyticsOrigin ? ` ${analyticsOrigin}` : "";
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the site search (Pagefind, /pagefind/) compiles its WebAssembly; it allows no JS eval.
    `script-src 'self' 'wasm-unsafe-eval'${analytics} ${hashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self'${emailOrigin ? ` ${emailOrigin}` : ""}${analytics}`,
    `frame-src ${frameOrigins.length ? frameOrigins.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

/** Files of the build that hosts read as configuration: never answered as files (404). */
export const HOST_FILES = ["/_headers", "/_redirects", "/_worker.js"];

/** The content editor (Decap CMS), copied into the build by scripts/build/admin.mjs. */
export const ADMIN_PATH = "/admin";

/**
 * The editor's Cross-Origin-Opener-Policy: the GitHub sign-in opens a popup that hands the token
 * back through `window.opener`, which `same-origin` would cut. Site pages keep `same-origin`.
 */
export const adminHeaders = { ...securityHeaders, "Cross-Origin-Opener-Policy": "same-origin-allow-popups" };

/**
 * The editor's own Content-Security-Policy, sent instead of the site's on /admin and below only:
 * Decap's bundle needs `'unsafe-eval'` (it compiles its config validators) and inline styles, reads
 * and writes content through the GitHub (or GitLab) API, and shows the editor's avatar and uploaded images.
 * No site page gets any of this.
 */
export const adminContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.github.com https://gitlab.com",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");
