#!/usr/bin/env node
/**
 * Production preview server: serves `build/client` exactly as deploy/nginx.conf does (same
 * redirects, cache rules and headers from deploy/policy.mjs). `npm start` builds, then runs this.
 *   PORT (default 3000), HOST (default 127.0.0.1; use 0.0.0.0 to expose it).
 *
 * Files go out through `send` (Range/206, ETag and Last-Modified with 304, 416, stream errors
 * reported instead of thrown), with the Range read as nginx reads it: one range at most (several
 * get the whole file), a malformed or overflowing one 416. Requests nginx refuses for their shape
 * (a request line or header line over its 4 KB buffer, two Host headers, none in HTTP/1.1, a
 * version from HTTP/2 on, a Transfer-Encoding other than "chunked") get nginx's 414, 400, 505 or
 * 501, and HTTP/1.2 and the like are answered as HTTP/1.1, as nginx does; a client that waits to
 * send its body (Expect: 100-continue) is asked for it only when it is read or before a 2xx or
 * 3xx answer. Every answer carries the security headers. A precompressed `<file>.br` /
 * `<file>.gz` next to a file is sent (whole) when the client accepts it; otherwise compressible
 * files are gzipped on the fly. Every error is answered (404 for a file that vanished, 500
 * otherwise) and logged; nothing a request or a file does can end the process. Slow clients are
 * cut off by the timeouts below, and one address cannot hold more than its share of connections.
 */
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer, ServerResponse, STATUS_CODES } from "node:http";
import { Socket } from "node:net";
import { extname, join, normalize, resolve, sep } from "node:path";
import { Duplex, pipeline } from "node:stream";
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
  /**
   * Of those, what one client address may hold at once: its next connection is closed at once, so
   * one address cannot take everyone's places. A browser opens at most 6 to a site: an office
   * behind one address still has room for many visitors.
   */
  maxConnectionsPerAddress: 100,
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
 * What nginx refuses in a request's head before it looks at the target, with the status it
 * answers: a request line or a header line longer than its buffer (414, 400), a version it does
 * not speak (505 from HTTP/2 on, 400 for 0.9), two Host headers, none from HTTP/1.1 on, or one it
 * finds invalid (400), and a Transfer-Encoding other than one "chunked" header of an HTTP/1.1
 * request (501 for a coding nginx does not implement; 400 for two headers, for HTTP/1.0 or beside
 * a Content-Length). Null for a head nginx takes. `line` is the request line as sent (without its
 * line end), `rawHeaders` the header lines as Node lists them (name, value, name, value ...).
 */
function refusal({ line, rawHeaders, major, minor }) {
  if (`${line}\r\n`.length > LINE_LIMIT) return 414;
  if (major > 1) return 505;
  if (major < 1) return 400;
  const hosts = [];
  const codings = [];
  let hasLength = false;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (`${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`.length > LINE_LIMIT) return 400;
    const name = rawHeaders[i].toLowerCase();
    if (name === "host") hosts.push(rawHeaders[i + 1]);
    else if (name === "transfer-encoding") codings.push(rawHeaders[i + 1]);
    else if (name === "content-length") hasLength = true;
  }
  if (hosts.length > 1 || codings.length > 1) return 400;
  if (hosts.length === 1 && !validHost(hosts[0])) return 400;
  const http11 = minor > 0;
  if (hosts.length === 0 && http11) return 400;
  if (codings.length === 1) {
    if (!http11) return 400;
    if (codings[0].trim().toLowerCase() !== "chunked") return 501;
    if (hasLength) return 400;
  }
  return null;
}

/** `refusal` of a request Node's parser has taken. */
function badShape(req) {
  return refusal({
    line: `${req.method} ${req.url} HTTP/${req.httpVersion}`,
    rawHeaders: req.rawHeaders,
    major: req.httpVersionMajor,
    minor: req.httpVersionMinor,
  });
}

/**
 * The version of a request line Node's parser refused, as nginx reads it: "HTTP/1." and a minor
 * version of one to three digits (then spaces at most) is HTTP/1.1, or 1.0 for a minor version of
 * 0 (RFC 9112: a higher minor version is read as the highest one the server speaks); a major
 * version over 1 (group "newer") gets 505; anything else is a bad request.
 */
const LINE_VERSION = /^([^ \r\n]+ [^ \r\n]+ )HTTP\/(?:(?<newer>[2-9]|1\d)|1\.(?<minor>\d{1,3}) *(?=\r\n))/;

/**
 * The head at the start of `packet` (a clientError's rawPacket) as nginx reads it: the request
 * line as sent and rewritten to the version nginx takes it for (LINE_VERSION), the header lines
 * (name, value, ... as Node's rawHeaders) and the bytes after the request line. Null when the
 * packet holds no whole head or its request line is not HTTP/1.x.
 */
function readHead(packet) {
  const text = packet.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  const version = LINE_VERSION.exec(text);
  if (end === -1 || !version?.groups.minor) return null;
  const [sentLine, ...fields] = text.slice(0, end).split("\r\n");
  const rawHeaders = [];
  for (const field of fields) {
    const colon = field.indexOf(":");
    if (colon <= 0) return null;
    rawHeaders.push(field.slice(0, colon), field.slice(colon + 1).trim());
  }
  const minor = Number(version.groups.minor) === 0 ? 0 : 1;
  return {
    sentLine,
    line: `${version[1]}HTTP/1.${minor}`,
    rawHeaders,
    major: 1,
    minor,
    afterLine: packet.subarray(sentLine.length),
  };
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
        replyText(res, refused, { ...baseHeaders, Connection: "close" }, STATUS_CODES[refused]);
        return req.resume();
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
        replyText(res, 405, { ...baseHeaders, Allow: ALLOWED_METHODS }, "Method Not Allowed");
        return req.resume();
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

/** What Node's parser reports for a Transfer-Encoding or Content-Length it does not take. */
const FRAMING_ERRORS = new Set([
  "HPE_INVALID_TRANSFER_ENCODING",
  "HPE_INVALID_CONTENT_LENGTH",
  "HPE_UNEXPECTED_CONTENT_LENGTH",
]);

/**
 * Answers what Node rejects before a handler runs (bad request line, huge headers, timeouts) as
 * nginx does. Headers past maxHeaderSize get what nginx answers when its buffers are full: 414
 * while the request line has not ended (the packet's first line is longer than a buffer), else
 * 400. A Transfer-Encoding nginx does not implement gets its 501 (see `refusal`). A version Node
 * does not speak is read as nginx reads it (LINE_VERSION): from HTTP/2 on 505, and HTTP/1.2 and
 * the like are answered as HTTP/1.1 by `replayAsHttp1`, when the head arrived in one packet (as
 * clients send a head) on a connection that has carried no request yet; else 400.
 */
function answerClientError(server, { served, replaying, standIns }) {
  return (error, socket) => {
    // A connection whose head is being answered again (replayAsHttp1): its own parser's errors
    // and timeouts are for that same head, answered there.
    if (replaying.has(socket)) return;
    if (!socket.writable || socket.destroyed) return socket.destroy();
    let status = 400;
    if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") status = 408;
    else if (error.code === "HPE_HEADER_OVERFLOW") {
      const firstLineEnd = error.rawPacket?.indexOf("\n") ?? -1;
      if (firstLineEnd === -1 || firstLineEnd >= LINE_LIMIT) status = 414;
    } else if (error.code === "HPE_INVALID_VERSION" && error.rawPacket) {
      const version = LINE_VERSION.exec(error.rawPacket.toString("latin1"));
      const head = readHead(error.rawPacket);
      if (version?.groups.newer) status = 505;
      else if (head && !served.has(socket) && !standIns.has(socket))
        return replayAsHttp1(server, socket, head, { replaying, standIns });
    } else if (FRAMING_ERRORS.has(error.code) && error.rawPacket) {
      const head = readHead(error.rawPacket);
      status = (head && refusal({ ...head, line: head.sentLine })) ?? 400;
    }
    // nginx's own wording for 414.
    socket.end(
      rawResponse(status === 414 ? "414 Request-URI Too Large" : `${status} ${STATUS_CODES[status]}`),
    );
  };
}

/**
 * Answers a head that Node's parser refused only for its version, HTTP/1.2 for one, as nginx
 * does: as HTTP/1.1. The head, its request line rewritten (readHead), and what followed it in the
 * packet go to the server as a connection of their own (an http.Server takes any Duplex as a
 * connection, through its 'connection' event); what the server answers goes to the client's
 * socket, and the answer closes it (its own parser has stopped at the version). It stands for the
 * client's socket until that closes.
 */
function replayAsHttp1(server, socket, head, { replaying, standIns }) {
  replaying.add(socket);
  const standIn = new Duplex({
    read() {},
    write(chunk, encoding, done) {
      socket.write(chunk, encoding, done);
    },
    final(done) {
      socket.end();
      done();
    },
    destroy(error, done) {
      socket.destroy();
      done(error);
    },
  });
  // As the client's socket, for the outbox's limits by address and for logs.
  Object.defineProperty(standIn, "remoteAddress", { value: socket.remoteAddress });
  standIns.add(standIn);
  standIn.on("error", () => {});
  socket.on("end", () => standIn.push(null));
  socket.on("close", () => standIn.destroy());
  server.emit("connection", standIn);
  standIn.push(Buffer.concat([Buffer.from(head.line, "latin1"), head.afterLine]));
}

/**
 * A response that asks for a waiting body (Expect: 100-continue) as nginx does: once the body is
 * read, or just before a 2xx or 3xx answer, never before an error answer. So a post that is refused
 * (the outbox's 403, 413, 415 ..., the 405 elsewhere) is refused without its body being asked
 * for; Node on its own sends 100 Continue before any handler runs.
 */
class PreviewResponse extends ServerResponse {
  #waiting = false;

  /** The request asked before sending its body (the server's checkContinue). */
  awaitBody() {
    this.#waiting = true;
    this.req.once("resume", () => this.#invite());
  }

  #invite() {
    if (!this.#waiting || this.headersSent) return;
    this.#waiting = false;
    this.writeContinue();
  }

  writeHead(statusCode, ...rest) {
    if (statusCode < 400) this.#invite();
    this.#waiting = false;
    return super.writeHead(statusCode, ...rest);
  }
}

/**
 * Closes a new connection from an address that holds `max` already (a replayed head's stand-in is
 * not one: its client's socket is counted). Node's `maxConnections` counts them all together, so
 * without this one address that opens that many and sends nothing shuts every visitor out until
 * the idle timeout.
 */
function limitConnectionsPerAddress(server, max) {
  const open = new Map();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress;
    if (!(socket instanceof Socket) || address === undefined) return;
    const count = open.get(address) ?? 0;
    if (count >= max) return socket.destroy();
    open.set(address, count + 1);
    socket.once("close", () => {
      const left = open.get(address) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
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
  const { maxConnections, maxConnectionsPerAddress, idleTimeout, ...timeouts } = serverLimits;
  const handler = createHandler({ root, onPost, log });
  /**
   * The connections that have carried a request; those whose head replayAsHttp1 answers again,
   * and the stand-ins it answers them through.
   */
  const connections = { served: new WeakSet(), replaying: new WeakSet(), standIns: new WeakSet() };
  const serve = (req, res) => {
    connections.served.add(req.socket);
    // The answer to a replayed head ends its connection (see replayAsHttp1).
    if (connections.standIns.has(req.socket)) res.setHeader("Connection", "close");
    handler(req, res);
  };
  const server = createServer(
    {
      ...timeouts,
      // nginx holds a request's line and headers in 4 buffers of LINE_LIMIT bytes.
      maxHeaderSize: 4 * LINE_LIMIT,
      // Node's own 400 for a missing Host has none of our headers: the handler answers it.
      requireHostHeader: false,
      ServerResponse: PreviewResponse,
    },
    serve,
  );
  // Node answers an Expect other than 100-continue with a bare 417; nginx ignores it.
  server.on("checkExpectation", serve);
  server.on("checkContinue", (req, res) => {
    res.awaitBody();
    serve(req, res);
  });
  server.maxConnections = maxConnections;
  limitConnectionsPerAddress(server, maxConnectionsPerAddress);
  server.setTimeout(idleTimeout);
  server.on("clientError", answerClientError(server, connections));
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
