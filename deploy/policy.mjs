/**
 * The one definition of how the built site is served: redirects, cache rules and security
 * headers. The preview server (`scripts/serve.mjs`) applies it directly; `scripts/gen-deploy.mjs`
 * writes it into `deploy/nginx/*.conf` and the `_headers` / `_redirects` files of the build.
 */

/** Old or mistyped paths that permanently moved (ARCHITECTURE.md §6). */
export const redirects = [
  { from: "/networking", to: "/networkEngineering" },
  { from: "/salesforce-services", to: "/salesforceServices" },
];

/** `insightsBlog?section=X` -> the article's clean URL; the same list the app reads. */
export { default as articleSections } from "../app/content/insights/sections.json" with { type: "json" };
import articleSections from "../app/content/insights/sections.json" with { type: "json" };
export const DEFAULT_ARTICLE_SECTION = "marketing"; // also app/content/insights/index.ts

/** Where `insightsBlog` with this `section` value should go; null for an unknown value. */
export function insightsBlogTarget(section) {
  const wanted = section == null || section === "" ? DEFAULT_ARTICLE_SECTION : section;
  const hit = articleSections.find((article) => article.section === wanted);
  return hit ? `/insights/${hit.slug}` : null;
}

export const cacheControl = {
  /** Files under /assets/ carry a content hash in their name. */
  hashed: "public, max-age=31536000, immutable",
  /** HTML and route data must be revalidated so a deploy is seen at once. */
  html: "no-cache",
  /** Everything else (art, icons, feeds): a day. */
  other: "public, max-age=86400",
};

/** Limits for bad input, shared by both servers. */
export const limits = {
  maxUrlLength: 4096,
};

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
export function contentSecurityPolicy({ scriptHashes = [], emailOrigin, frameOrigins = [], analyticsOrigin = "" }) {
  const hashes = [...new Set(scriptHashes)].map((hash) => `'${hash}'`);
  const analytics = analyticsOrigin ? ` ${analyticsOrigin}` : "";
  return [
    "default-src 'self'",
    `script-src 'self'${analytics} ${hashes.join(" ")}`.trim(),
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
