#!/usr/bin/env node
/**
 * Production preview server: serves `build/client` exactly as deploy/nginx.conf does (same
 * redirects, cache rules and headers from deploy/policy.mjs). `npm start` builds, then runs this.
 *   PORT (default 3000), HOST (default 127.0.0.1; use 0.0.0.0 to expose it).
 *
 * Files go out through `send` (Range/206, ETag and Last-Modified with 304, 416, stream errors
 * reported instead of thrown), with the Range read as nginx reads it: one range at most (several
 * get the whole file), a malformed or overflowing one 416. Requests nginx refuses for their shape
 * (a request line or header line over its 4 KB buffer, two Host headers, none in HTTP/1.1) get
 * nginx's 414 or 400, with the security headers like every other answer. A precompressed
 * `<file>.br` / `<file>.gz` next to a file is sent (whole) when the client accepts it; otherwise
 * compressible files are gzipped on the fly. Every error is
 * answered (404 for a file that vanished, 500 otherwise) and logged; nothing a request or a file
 * does can end the process. Slow clients are cut off by the timeouts below.
 */
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
import { pipeline } from "node:stream";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createGzip, gzip as gzipCallback } from "node:zlib";
import etag from "etag";
import fresh from "fresh";
import Negotiator from "negotiator";
import send from "send";
import {
  ADMIN_PATH,
  adminContentSecurityPolicy,
  adminHeaders as adminSecurityHeaders,
  ALLOWED_METHODS,
  cacheControl,
  cacheRuleFor,
  cleanRedirect,
  contentTypeFor,
  HOST_FILES,
  HOSTILE_TARGET,
  insightsBlogTarget,
  limits,
  rawArgument,
  redirects,
  securityHeaders,
} from "../deploy/policy.mjs";
import { buildPath } from "./build/page-csp.mjs";
import { COMPRESSIBLE_EXTENSIONS } from "./build/precompress.mjs";
import { replyText } from "./lib/reply-text.mjs";

const gzip = promisify(gzipCallback);
const ROOT = resolve(
  fileURLToPath(new URL("..", import.meta.url)),
  process.env.BUILD_DIR ?? "build",
  "client",
);

/** How long a client may take; a connection past these is closed (slowloris and the like). */
export const serverLimits = {
  headersTimeout: 10_000,
  /** A 3 MB application over a slow phone connection still fits. */
  requestTimeout: 60_000,
  keepAliveTimeout: 5_000,
  /** How often the two timeouts above are checked. */
  connectionsCheckingInterval: 1_000,
  maxConnections: 1_000,
  /** A connection with no traffic either way for this long (a client that stops reading) is closed. */
  idleTimeout: 30_000,
};

const PRECOMPRESSED = { br: ".br", gzip: ".gz" };
const hostile = new RegExp(HOSTILE_TARGET, "i");
/** nginx reads the request line and each header line into a buffer of this many bytes (site.conf). */
const LINE_LIMIT = limits.maxUrlLength;
/** The byte ranges one request may ask for (max_ranges in site.conf); past it, the whole file. */
const MAX_RANGES = 1;
/** The largest file offset nginx reads from a Range (its off_t); a larger number is unsatisfiable. */
const MAX_OFFSET = 2n ** 63n - 1n;

/** The first value of a request header as the client sent it (Node joins or drops repeated ones). */
function firstHeader(req, name) {
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    if (req.rawHeaders[i].toLowerCase() === name) return req.rawHeaders[i + 1];
  return undefined;
}

/** Whether nginx takes a Host value (ngx_http_validate_host): no "/", space, control or "..", not empty. */
function validHost(host) {
  let length = host.length;
  let dot = -2; // where the last dot was; -2 is next to no index
  let state = "name";
  for (let i = 0; i < host.length; i++) {
    const ch = host[i];
    if (ch === ".") {
      if (dot === i - 1) return false;
      dot = i;
    } else if (ch === ":") {
      if (state === "name") [length, state] = [i, "rest"];
    } else if (ch === "[") {
      if (i === 0) state = "literal";
    } else if (ch === "]") {
      if (state === "literal") [length, state] = [i + 1, "rest"];
    } else if (ch === "/" || ch <= " " || ch === "\x7f") return false;
  }
  if (dot === length - 1) length -= 1;
  return length > 0;
}

/**
 * What nginx refuses before it looks at the target, with the status it answers: a request line
 * or a header line longer than its buffer (414, 400), two Host headers, none in HTTP/1.1, or one
 * it finds invalid (400). Null for a request of a shape nginx takes.
 */
function badShape(req) {
  if (`${req.method} ${req.url} HTTP/${req.httpVersion}\r\n`.length > LINE_LIMIT) return 414;
  const hosts = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`.length > LINE_LIMIT) return 400;
    if (req.rawHeaders[i].toLowerCase() === "host") hosts.push(req.rawHeaders[i + 1]);
  }
  if (hosts.length > 1 || (hosts.length === 1 && !validHost(hosts[0]))) return 400;
  if (hosts.length === 0 && (req.httpVersionMajor > 1 || req.httpVersionMinor > 0)) return 400;
  return null;
}

/**
 * A Range header as nginx reads it (ngx_http_range_parse, with MAX_RANGES) for a file of `size`
 * bytes: `{ start, end }` (end included) for the one range it answers with 206, "unsatisfiable"
 * for 416, or null for the whole file (no "bytes=" unit, more ranges than allowed, or ranges that
 * add up to more than the file).
 */
export function nginxRange(header, size) {
  if (typeof header !== "string" || header.length < 7 || header.slice(0, 6).toLowerCase() !== "bytes=")
    return null;
  const text = header.slice(6);
  const length = BigInt(size);
  const ranges = [];
  let total = 0n;
  let at = 0;
  const char = () => text[at] ?? "";
  const isDigit = () => char() >= "0" && char() <= "9";
  const skipSpaces = () => {
    while (char() === " ") at += 1;
  };
  const number = () => {
    const from = at;
    while (isDigit()) at += 1;
    const value = BigInt(text.slice(from, at));
    return value > MAX_OFFSET ? null : value;
  };
  for (;;) {
    let start = 0n;
    let end;
    skipSpaces();
    if (char() !== "-") {
      if (!isDigit()) return "unsatisfiable";
      start = number();
      if (start === null) return "unsatisfiable";
      skipSpaces();
      if (text[at++] !== "-") return "unsatisfiable";
      skipSpaces();
      if (char() === "," || char() === "") end = length;
    }
    if (end === undefined) {
      const suffix = char() === "-";
      if (suffix) at += 1;
      if (!isDigit()) return "unsatisfiable";
      const last = number();
      if (last === null) return "unsatisfiable";
      skipSpaces();
      if (char() !== "," && char() !== "") return "unsatisfiable";
      if (suffix) [start, end] = [last < length ? length - last : 0n, length];
      else end = last >= length ? length : last + 1n;
    }
    if (start < end) {
      ranges.push({ start, end });
      total += end - start;
      if (ranges.length > MAX_RANGES) return null;
    } else if (start === 0n) return null;
    if (text[at++] !== ",") break;
  }
  if (ranges.length === 0) return "unsatisfiable";
  if (total > length) return null;
  return { start: Number(ranges[0].start), end: Number(ranges[0].end - 1n) };
}

/**
 * The build's Content-Security-Policy of each page (build/headers.json, scripts/build/page-csp.mjs),
 * by the page's file (none for a build without it, such as a test's folder of files).
 */
function pagePolicies(root) {
  try {
    return JSON.parse(readFileSync(join(root, "..", "headers.json"), "utf8")).contentSecurityPolicy;
  } catch {
    return null;
  }
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Maps a decoded URL path to a file of the build (nginx: try_files $uri.html $uri), or null. */
export async function resolveFile(root, pathname) {
  for (const candidate of pathname === "/" ? ["index.html"] : [`${pathname}.html`, pathname]) {
    const file = normalize(join(root, candidate));
    if (file !== root && !file.startsWith(root + sep)) return null;
    if (await isFile(file)) return file;
  }
  return null;
}

/** Wraps a request handler: any error (thrown or rejected) is logged and answered with 500. */
function guarded(handler, baseHeaders, log) {
  return (req, res) => {
    const fail = (error) => {
      log(`serve: ${req.method} ${JSON.stringify(req.url?.slice(0, 200))} failed: ${error?.stack ?? error}`);
      if (res.headersSent) res.destroy();
      else replyText(res, 500, baseHeaders, "Internal Server Error");
    };
    try {
      Promise.resolve(handler(req, res)).catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

export function createHandler({ root = ROOT, onPost, log = console.error } = {}) {
  // Security headers go on every answer; a Content-Security-Policy (the page's own) on HTML documents.
  const baseHeaders = { ...securityHeaders };
  const policies = pagePolicies(root);
  const pageHeaders = (file) =>
    policies
      ? {
          ...securityHeaders,
          "Content-Security-Policy": policies.pages[buildPath(root, file)] ?? policies.default,
        }
      : baseHeaders;
  const adminHeaders = { ...adminSecurityHeaders, "Content-Security-Policy": adminContentSecurityPolicy };
  const notFound = (req, res) => serveNotFound(req, res, root, pageHeaders(join(root, "404.html")));

  return guarded(
    async function handle(req, res) {
      const refused = badShape(req);
      if (refused) {
        req.resume();
        const text = refused === 414 ? "URI Too Long" : "Bad Request";
        return replyText(res, refused, { ...baseHeaders, Connection: "close" }, text);
      }
      // An absolute-form target (`GET http://host/path`, as proxies send) is routed by its path, as in nginx.
      const rawUrl = (req.url ?? "/").replace(/^https?:\/\/[^/?#]*/i, "") || "/";
      if (!rawUrl.startsWith("/") || hostile.test(rawUrl))
        return replyText(res, 400, baseHeaders, "Bad Request");
      const queryAt = rawUrl.indexOf("?");
      const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
      const rawQuery = queryAt === -1 ? "" : rawUrl.slice(queryAt + 1);
      let pathname;
      try {
        pathname = decodeURIComponent(rawPath);
      } catch {
        // A broken escape is a bad request; well-formed escapes of bytes that are not UTF-8 name
        // no file of ours (nginx: 404 as well).
        if (/%(?![0-9a-f]{2})/i.test(rawPath)) return replyText(res, 400, baseHeaders, "Bad Request");
        pathname = null;
      }

      if (pathname === null && (req.method === "GET" || req.method === "HEAD")) return notFound(req, res);
      if (req.method === "POST" && onPost) {
        // Parsed as a path: `//x/api/...` is the path "//x/api/...", not the host x.
        const handled = await onPost(req, res, new URL(`http://localhost${rawUrl}`), baseHeaders);
        if (handled) return;
      }
      if (req.method !== "GET" && req.method !== "HEAD") {
        req.resume();
        return replyText(res, 405, { ...baseHeaders, Allow: ALLOWED_METHODS }, "Method Not Allowed");
      }

      // Doubled or trailing slashes -> the clean URL (query kept); odd characters -> 404.
      const clean = cleanRedirect(rawPath, pathname);
      if (clean === false) return notFound(req, res);
      if (clean) return redirect(res, baseHeaders, clean + (queryAt === -1 ? "" : `?${rawQuery}`));

      const moved = redirects.find((rule) => rule.from === pathname);
      if (moved) return redirect(res, baseHeaders, moved.to);
      if (pathname === "/insightsBlog") {
        const target = insightsBlogTarget(rawArgument(rawQuery, "section"));
        return target ? redirect(res, baseHeaders, target) : notFound(req, res);
      }
      // The Not Found page, precompressed twins and the hosts' files are never answered as files.
      if (
        pathname === "/404.html" ||
        pathname === "/404" ||
        /\.(br|gz)$/.test(pathname) ||
        HOST_FILES.includes(pathname)
      )
        return notFound(req, res);

      const file = await resolveFile(root, pathname);
      if (!file) return notFound(req, res);
      const isAdmin = buildPath(root, file) === `${ADMIN_PATH}.html`;
      const headers = file.endsWith(".html") ? (isAdmin ? adminHeaders : pageHeaders(file)) : baseHeaders;
      return serveFile(req, res, file, buildPath(root, file), headers, () => notFound(req, res), log);
    },
    baseHeaders,
    log,
  );
}

function redirect(res, headers, location) {
  res.writeHead(301, { ...headers, Location: location, "Content-Type": "text/plain; charset=utf-8" });
  res.end(`Moved Permanently: ${location}`);
}

function fileHeaders(file, urlPath, headers) {
  const ext = extname(file);
  return {
    ...headers,
    "Content-Type": contentTypeFor(ext),
    "Cache-Control": cacheRuleFor(urlPath),
    ...(COMPRESSIBLE_EXTENSIONS.has(ext) ? { Vary: "Accept-Encoding" } : {}),
  };
}

/** The encoding to send: a precompressed file if there is one the client takes, else gzip on the fly or none. */
async function chooseEncoding(req, file) {
  if (!COMPRESSIBLE_EXTENSIONS.has(extname(file))) return { encoding: null };
  const negotiator = new Negotiator(req);
  const available = [];
  for (const [encoding, suffix] of Object.entries(PRECOMPRESSED)) {
    if (await isFile(file + suffix)) available.push(encoding);
  }
  // On a tie in the client's weights (browsers send "gzip, deflate, br"), the smaller Brotli file wins.
  const precompressed = negotiator.encoding([...available, "identity"], { preferred: ["br", "gzip"] });
  if (precompressed && precompressed !== "identity") {
    return { encoding: precompressed, path: file + PRECOMPRESSED[precompressed] };
  }
  return { encoding: negotiator.encoding(["gzip", "identity"]) === "gzip" ? "gzip" : null, onTheFly: true };
}

async function serveFile(req, res, file, urlPath, baseHeaders, onGone, log) {
  const headers = fileHeaders(file, urlPath, baseHeaders);
  const choice = await chooseEncoding(req, file);
  if (choice.encoding && choice.onTheFly) return gzipOnTheFly(req, res, file, headers, onGone, log);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (choice.encoding) res.setHeader("Content-Encoding", choice.encoding);
  // send() takes a URL path (it decodes it): encode each segment of the absolute file path.
  const sendPath = (choice.path ?? file).split(sep).map(encodeURIComponent).join("/");
  // send gets the one range nginx would answer, an unsatisfiable one where nginx answers 416, or
  // none where nginx sends the whole file; send still decides If-Range, 304 and 412 as nginx does.
  // A precompressed file goes out whole (nginx's gzip_static and brotli_static take no Range).
  const range = choice.encoding ? undefined : firstHeader(req, "range");
  const size =
    range === undefined
      ? null
      : await stat(file).then(
          (stats) => stats.size,
          () => null,
        );
  const answer = size === null ? null : nginxRange(range, size);
  if (answer === null) delete req.headers.range;
  else
    req.headers.range = answer === "unsatisfiable" ? `bytes=${size}-` : `bytes=${answer.start}-${answer.end}`;
  const stream = send(req, sendPath, {
    dotfiles: "allow",
    index: false,
    cacheControl: false,
    etag: true,
    acceptRanges: !choice.encoding,
  });
  stream.on("error", (error) => {
    if (res.headersSent) return res.destroy();
    res.removeHeader("Content-Encoding");
    // The file vanished between the lookup and the read (a rebuild): the Not Found page.
    if (error.status === 404) return onGone();
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    // 4xx from send (416 for an unsatisfiable Range, 412 for a failed If-Match): its answer.
    if (error.status >= 400 && error.status < 500) {
      return replyText(res, error.status, { ...baseHeaders, ...error.headers }, error.message);
    }
    log(`serve: ${file}: ${error.message}`);
    replyText(res, 500, baseHeaders, "Internal Server Error");
  });
  stream.pipe(res);
}

/** gzip while streaming (no precompressed file): ETag/304 on the compressed representation, no Range. */
async function gzipOnTheFly(req, res, file, headers, onGone, log) {
  let stats;
  try {
    stats = await stat(file);
  } catch {
    return onGone();
  }
  const tag = etag(stats, { weak: true }).replace(/"$/, '-gzip"');
  const validators = {
    ...headers,
    "Content-Encoding": "gzip",
    ETag: tag,
    "Last-Modified": stats.mtime.toUTCString(),
  };
  if (fresh(req.headers, { etag: tag, "last-modified": validators["Last-Modified"] })) {
    res.writeHead(304, validators);
    return res.end();
  }
  if (req.method === "HEAD") {
    res.writeHead(200, validators);
    return res.end();
  }
  const source = createReadStream(file);
  source.once("open", () => {
    res.writeHead(200, validators);
    pipeline(source, createGzip(), res, (error) => {
      if (error && error.code !== "ERR_STREAM_PREMATURE_CLOSE") log(`serve: ${file}: ${error.message}`);
    });
  });
  source.once("error", (error) => {
    if (res.headersSent) return res.destroy();
    if (error.code === "ENOENT") return onGone();
    log(`serve: ${file}: ${error.message}`);
    replyText(res, 500, headers, "Internal Server Error");
  });
}

/** 404 with the Not Found page (read per request: a rebuild may replace it). */
async function serveNotFound(req, res, root, pageHeaders) {
  const headers = {
    ...pageHeaders,
    "Content-Type": contentTypeFor(".html"),
    "Cache-Control": cacheControl.html,
    Vary: "Accept-Encoding",
  };
  let body;
  // Its precompressed twin when the client takes one (as nginx's gzip_static/brotli_static send).
  const choice = await chooseEncoding(req, join(root, "404.html"));
  try {
    body = await readFile(choice.encoding && !choice.onTheFly ? choice.path : join(root, "404.html"));
    if (choice.encoding && !choice.onTheFly) headers["Content-Encoding"] = choice.encoding;
  } catch {
    body = Buffer.from("<!doctype html><title>Page Not Found</title><h1>Page Not Found</h1>");
  }
  if (!headers["Content-Encoding"] && new Negotiator(req).encoding(["gzip", "identity"]) === "gzip") {
    body = await gzip(body);
    headers["Content-Encoding"] = "gzip";
  }
  headers["Content-Length"] = body.length;
  res.writeHead(404, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Answers what Node rejects before a handler runs (bad request line, huge headers, timeouts).
 * Headers past maxHeaderSize get what nginx answers when its buffers are full: 414 while the
 * request line has not ended (the packet's first line is longer than a buffer), else 400.
 */
function onClientError(error, socket) {
  if (!socket.writable || socket.destroyed) return socket.destroy();
  let status = "400 Bad Request";
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") status = "408 Request Timeout";
  else if (error.code === "HPE_HEADER_OVERFLOW") {
    const firstLineEnd = error.rawPacket?.indexOf("\n") ?? -1;
    if (firstLineEnd === -1 || firstLineEnd >= LINE_LIMIT) status = "414 Request-URI Too Large";
  }
  socket.end(rawResponse(status));
}

/** An empty answer written straight to a socket, with the security headers. */
function rawResponse(status, extra = {}) {
  const headers = Object.entries({ ...securityHeaders, ...extra })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return `HTTP/1.1 ${status}\r\n${headers}Content-Type: text/plain\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`;
}

/**
 * @param {{ port?: number, host?: string, root?: string, log?: (line: string) => void,
 *   onPost?: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, url: URL, headers: Record<string, string>) => Promise<boolean> }} [options]
 * @returns {Promise<import("node:http").Server>}
 */
export function startServer({ port = 3000, host = "127.0.0.1", root = ROOT, onPost, log } = {}) {
  if (!existsSync(join(root, "index.html"))) {
    throw new Error(`No build found in ${root}. Run "npm run build" first.`);
  }
  const { maxConnections, idleTimeout, ...timeouts } = serverLimits;
  const handler = createHandler({ root, onPost, log });
  const server = createServer(
    {
      ...timeouts,
      // nginx holds a request's line and headers in 4 buffers of LINE_LIMIT bytes.
      maxHeaderSize: 4 * LINE_LIMIT,
      // Node's own 400 for a missing Host has none of our headers: the handler answers it.
      requireHostHeader: false,
    },
    handler,
  );
  // Node answers an Expect other than 100-continue with a bare 417; nginx ignores it.
  server.on("checkExpectation", handler);
  server.maxConnections = maxConnections;
  server.setTimeout(idleTimeout);
  server.on("clientError", onClientError);
  // CONNECT would otherwise get no answer at all: a static site takes GET and HEAD.
  server.on("connect", (req, socket) => {
    socket.on("error", () => {});
    socket.end(rawResponse("405 Method Not Allowed", { Allow: ALLOWED_METHODS }));
  });
  return new Promise((resolvePromise, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // A last guard: whatever slips past the handlers is logged, and the server keeps serving.
  process.on("uncaughtException", (error) => console.error("serve: uncaught:", error));
  process.on("unhandledRejection", (error) => console.error("serve: unhandled rejection:", error));
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "127.0.0.1";
  const { createOutbox } = await import("./outbox.mjs");
  const { deploySettings } = await import("./deploy-settings.mjs");
  // Posts come from the site's origin, or this server's: on a loopback name, or HOST when it names one.
  const named = !["0.0.0.0", "::", "127.0.0.1", "localhost", "::1"].includes(host);
  const outbox = await createOutbox({
    origins: [
      deploySettings.siteUrl,
      ...(named ? [`http://${host.includes(":") ? `[${host}]` : host}:${port}`] : []),
    ],
  });
  await startServer({ port, host, onPost: outbox.handlePost });
  console.log(`Serving the production build at http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
}
