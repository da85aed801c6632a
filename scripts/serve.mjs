#!/usr/bin/env node
/**
 * Production preview server: serves `build/client` exactly as deploy/nginx.conf does (same
 * redirects, cache rules and headers from deploy/policy.mjs). `npm start` builds, then runs this.
 *   PORT (default 3000), HOST (default 127.0.0.1; use 0.0.0.0 to expose it).
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { createGzip } from "node:zlib";
import { cacheControl, insightsBlogTarget, limits, redirects, securityHeaders } from "../deploy/policy.mjs";

const ROOT = resolve(fileURLToPath(new URL("..", import.meta.url)), process.env.BUILD_DIR ?? "build", "client");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".data", ".svg", ".xml", ".txt"]);

/** Reads the per-deploy headers (CSP) that scripts/postbuild.mjs wrote next to the build. */
function deployHeaders(root) {
  const file = join(root, "..", "headers.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
}

function send(res, status, headers, body = "") {
  res.writeHead(status, headers);
  res.end(body);
}

/** Maps a URL path to a file of the build, or null. Never leaves `root`. */
export function resolveFile(root, pathname) {
  const candidates = [pathname, join(pathname, "index.html")];
  for (const candidate of candidates) {
    const file = normalize(join(root, candidate));
    if (file !== root && !file.startsWith(root + sep)) return null;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

export function createHandler({ root = ROOT, onPost } = {}) {
  // Security headers go on every answer; the CSP (per build) only on HTML documents.
  const baseHeaders = { ...securityHeaders };
  const pageHeaders = { ...securityHeaders, ...deployHeaders(root) };

  return async function handle(req, res) {
    const rawUrl = req.url ?? "/";
    if (rawUrl.length > limits.maxUrlLength) return send(res, 414, baseHeaders, "URI Too Long");

    let url;
    let pathname;
    try {
      url = new URL(rawUrl, "http://localhost");
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return send(res, 400, baseHeaders, "Bad Request");
    }
    if (pathname.includes("\0") || pathname.split("/").includes("..") || pathname.includes("\\")) {
      return send(res, 400, baseHeaders, "Bad Request");
    }

    if (req.method === "POST" && onPost) {
      const handled = await onPost(req, res, url, baseHeaders);
      if (handled) return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      return send(res, 405, { ...baseHeaders, Allow: "GET, HEAD" }, "Method Not Allowed");
    }

    // Trailing slash -> the clean URL.
    if (pathname.length > 1 && pathname.endsWith("/")) {
      return send(res, 301, { ...baseHeaders, Location: url.pathname.replace(/\/+$/, "") + url.search });
    }
    const moved = redirects.find((rule) => rule.from === pathname);
    if (moved) return send(res, 301, { ...baseHeaders, Location: moved.to });
    if (pathname === "/insightsBlog") {
      const target = insightsBlogTarget(url.searchParams.get("section"));
      if (target) return send(res, 301, { ...baseHeaders, Location: target });
      return serveFile(req, res, join(root, "404.html"), 404, pageHeaders);
    }

    const file = resolveFile(root, pathname);
    if (!file || pathname === "/404.html" || pathname === "/__spa-fallback.html") {
      return serveFile(req, res, join(root, "404.html"), 404, pageHeaders);
    }
    return serveFile(req, res, file, 200, file.endsWith(".html") ? pageHeaders : baseHeaders);
  };
}

function serveFile(req, res, file, status, baseHeaders) {
  const ext = extname(file);
  const isHtml = ext === ".html" || ext === ".data";
  const hashed = file.includes(`${sep}assets${sep}`);
  const headers = {
    ...baseHeaders,
    "Content-Type": TYPES[ext] ?? "application/octet-stream",
    "Cache-Control": hashed ? cacheControl.hashed : isHtml ? cacheControl.html : cacheControl.other,
    Vary: "Accept-Encoding",
  };
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  if (gzip) headers["Content-Encoding"] = "gzip";
  else headers["Content-Length"] = statSync(file).size;
  res.writeHead(status, headers);
  if (req.method === "HEAD") return res.end();
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

export function startServer({ port = 3000, host = "127.0.0.1", root = ROOT, onPost } = {}) {
  if (!existsSync(join(root, "index.html"))) {
    throw new Error(`No build found in ${root}. Run "npm run build" first.`);
  }
  const server = createServer(createHandler({ root, onPost }));
  return new Promise((resolvePromise) => server.listen(port, host, () => resolvePromise(server)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "127.0.0.1";
  const { handleOutboxPost } = await import("./outbox.mjs").catch(() => ({}));
  await startServer({ port, host, onPost: handleOutboxPost });
  console.log(`Serving the production build at http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
}
