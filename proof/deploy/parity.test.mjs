/**
 * The preview server (scripts/serve.mjs) and nginx with deploy/nginx (through proof/deploy/with-nginx.mjs,
 * the harness the nginx browser tests use) serve the same folder and get the same raw requests,
 * written byte for byte to a TCP socket so that no client library tidies them: odd Range headers
 * and request shapes (duplicate Host, long lines, no Host). Each answer is checked against what
 * nginx 1.22 sends (the reference: production is nginx), and the preview's against nginx's.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cspConf } from "../../scripts/gen-nginx.mjs";
import { startServer } from "../../scripts/serve.mjs";
import { contentSecurityPolicy, securityHeaders } from "../../deploy/policy.mjs";
import { serveWithNginx } from "./with-nginx.mjs";

const SIZE = 10_000;
const FILE = "/clip.mp4";
const DEADLINE = 10_000;
/** A script with its precompressed twin, and a text file that is gzipped on the fly. */
const SCRIPT = "console.log('parity');\n".repeat(100);
const SCRIPT_GZ = gzipSync(SCRIPT);
const TEXT = "Plain text, compressed as it goes out.\n".repeat(100);

/** Writes `request` to a fresh connection and resolves to everything the server sends until it closes. */
function exchange(port, request) {
  return new Promise((done, fail) => {
    const socket = connect(port, "127.0.0.1");
    const chunks = [];
    const timer = setTimeout(() => {
      socket.destroy();
      fail(new Error(`no complete answer within ${DEADLINE} ms on port ${port}`));
    }, DEADLINE);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => {}); // a reset after the answer: what arrived is the answer
    socket.on("close", () => {
      clearTimeout(timer);
      done(parse(Buffer.concat(chunks).toString("latin1")));
    });
    socket.write(request);
  });
}

/**
 * Status, headers (lower-case names, every value of each) and body of a raw HTTP/1.1 answer, and
 * the interim (1xx) answers sent before it.
 */
function parse(text) {
  const interim = [];
  let rest = text;
  for (let match; (match = /^HTTP\/1\.[01] (1\d\d)[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n/.exec(rest));) {
    interim.push(Number(match[1]));
    rest = rest.slice(match[0].length);
  }
  const end = rest.indexOf("\r\n\r\n");
  const [statusLine, ...lines] = rest.slice(0, end === -1 ? rest.length : end).split("\r\n");
  const headers = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    (headers[line.slice(0, colon).toLowerCase()] ??= []).push(line.slice(colon + 1).trim());
  }
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]), interim, headers, raw: text };
}

const get = (target, lines = [], version = "1.1") =>
  `GET ${target} HTTP/${version}\r\n${lines.map((line) => `${line}\r\n`).join("")}Connection: close\r\n\r\n`;
const ranged = (...ranges) => get(FILE, ["Host: localhost", ...ranges.map((range) => `Range: ${range}`)]);

/** [case, raw request, nginx's status, nginx's Content-Range]. */
const rangeCases = [
  ["unparsable: bytes=abc", ranged("bytes=abc"), 416, `bytes */${SIZE}`],
  ["two ranges: bytes=0-1,5-6", ranged("bytes=0-1,5-6"), 200],
  ["eight open ranges: bytes=0-,0-,...", ranged(`bytes=${Array(8).fill("0-").join(",")}`), 200],
  ["a huge last position", ranged("bytes=0-99999999999999999999"), 416, `bytes */${SIZE}`],
  [
    "300 ranges",
    ranged(`bytes=${Array.from({ length: 300 }, (_, i) => `${i * 3}-${i * 3}`).join(",")}`),
    200,
  ],
  ["one range", ranged("bytes=100-199"), 206, `bytes 100-199/${SIZE}`],
  ["a suffix", ranged("bytes=-100"), 206, `bytes 9900-9999/${SIZE}`],
  ["an end past the file", ranged("bytes=9990-20000"), 206, `bytes 9990-9999/${SIZE}`],
  ["the whole file: bytes=0-", ranged("bytes=0-"), 206, `bytes 0-9999/${SIZE}`],
  ["spaces and capitals: BYTES= 1 - 2 ", ranged("BYTES= 1 - 2 "), 206, `bytes 1-2/${SIZE}`],
  ["a start past the file", ranged(`bytes=${SIZE}-`), 416, `bytes */${SIZE}`],
  ["an empty suffix: bytes=-0", ranged("bytes=-0"), 416, `bytes */${SIZE}`],
  ["backwards: bytes=5-2", ranged("bytes=5-2"), 416, `bytes */${SIZE}`],
  ["one range then junk", ranged("bytes=0-1,abc"), 416, `bytes */${SIZE}`],
  ["two ranges then junk", ranged("bytes=0-1,5-6,abc"), 200],
  ["another unit", ranged("items=0-1"), 200],
  ["no range: bytes=", ranged("bytes="), 200],
  ["two Range headers (the first counts)", ranged("bytes=0-1", "bytes=abc"), 206, `bytes 0-1/${SIZE}`],
  [
    "of a precompressed file: ignored",
    get("/app.js", ["Host: localhost", "Accept-Encoding: gzip", "Range: bytes=0-9"]),
    200,
  ],
  [
    "of a file gzipped on the fly: ignored",
    get("/notes.txt", ["Host: localhost", "Accept-Encoding: gzip", "Range: bytes=0-9"]),
    200,
  ],
];

const header = (name, length) => `${name}: ${"a".repeat(length - name.length - 4)}`; // a line of `length` bytes with its CRLF
/** [case, raw request, nginx's status, the interim (1xx) answers nginx sends before it, if any]. */
const requestCases = [
  ["two Host headers", get("/", ["Host: localhost", "Host: other.example"]), 400],
  ["two Host headers, the same", get("/", ["Host: localhost", "host: localhost"]), 400],
  ["a 5,000-byte header line", get("/", ["Host: localhost", header("X-Big", 5_000)]), 400],
  ["a 4,096-byte header line (fits)", get("/", ["Host: localhost", header("X-Big", 4_096)]), 200],
  ["a 4,097-byte header line", get("/", ["Host: localhost", header("X-Big", 4_097)]), 400],
  ["20,000 bytes of header lines", get("/", ["Host: localhost", header("X-Big", 20_000)]), 400],
  [
    "five 3,900-byte header lines",
    get("/", ["Host: localhost", ...[1, 2, 3, 4, 5].map((n) => header(`X-${n}`, 3_900))]),
    400,
  ],
  ["a 4,095-byte target", get(`/${"a".repeat(4_094)}`, ["Host: localhost"]), 414],
  // "GET " + target + " HTTP/1.1" + CRLF: 4,096 bytes, the most nginx takes.
  ["a 4,081-byte target (fits)", get(`/${"a".repeat(4_080)}`, ["Host: localhost"]), 404],
  ["a 4,082-byte target", get(`/${"a".repeat(4_081)}`, ["Host: localhost"]), 414],
  ["a 20,000-byte target", get(`/${"a".repeat(19_999)}`, ["Host: localhost"]), 414],
  ["no Host", get("/"), 400],
  ["an empty Host", get("/", ["Host:"]), 400],
  ["a Host with a slash", get("/", ["Host: a/b"]), 400],
  ["a Host with two dots in a row", get("/", ["Host: a..b"]), 400],
  ["a Host of one dot", get("/", ["Host: ."]), 400],
  ["a Host of a port only", get("/", ["Host: :80"]), 400],
  ["a Host with a trailing dot", get("/", ["Host: localhost."]), 200],
  ["an IPv6 Host", get("/", ["Host: [::1]:80"]), 200],
  ["a Host with a space", get("/", ["Host: a b"]), 400],
  ["a Host with a tab", get("/", ["Host: a\tb"]), 400],
  ["a Host with a backslash", get("/", ["Host: a\\b"]), 200],
  [
    "15,000 bytes of short header lines",
    get("/", ["Host: localhost", ...Array.from({ length: 15 }, (_, n) => header(`X-${n}`, 1_000))]),
    200,
  ],
  [
    "17,000 bytes of short header lines",
    get("/", ["Host: localhost", ...Array.from({ length: 17 }, (_, n) => header(`X-${n}`, 1_000))]),
    400,
  ],
  ["HTTP/1.0 without Host", get("/", [], "1.0"), 200],
  ["an expectation nobody meets", get("/", ["Host: localhost", "Expect: something"]), 200],
  // The version: a higher HTTP/1 minor version is read as 1.1 (RFC 9112), 1.0 as 1.0; from 2 on 505.
  ["an HTTP/1.2 request line", get("/", ["Host: localhost"], "1.2"), 200],
  ["an HTTP/1.10 request line", get("/", ["Host: localhost"], "1.10"), 200],
  ["an HTTP/1.999 request line", get("/", ["Host: localhost"], "1.999"), 200],
  ["an HTTP/1.00 request line without Host (read as 1.0)", get("/", [], "1.00"), 200],
  ["an HTTP/1.2 request line without Host", get("/", [], "1.2"), 400],
  ["an HTTP/1.1000 request line", get("/", ["Host: localhost"], "1.1000"), 400],
  ["an HTTP/01.1 request line", get("/", ["Host: localhost"], "01.1"), 400],
  ["an HTTP/2.0 request line", get("/", ["Host: localhost"], "2.0"), 505],
  ["an HTTP/3 request line", get("/", ["Host: localhost"], "3"), 505],
  ["an HTTP/0.9 request line with headers", get("/", ["Host: localhost"], "0.9"), 400],
  // Transfer-Encoding: nginx implements "chunked" alone (501 for any other), in one header of HTTP/1.1.
  [
    "Transfer-Encoding: chunked, identity",
    get("/", ["Host: localhost", "Transfer-Encoding: chunked, identity"]),
    501,
  ],
  ["Transfer-Encoding: identity", get("/", ["Host: localhost", "Transfer-Encoding: identity"]), 501],
  [
    "Transfer-Encoding: gzip, chunked",
    get("/", ["Host: localhost", "Transfer-Encoding: gzip, chunked"]),
    501,
  ],
  ["an empty Transfer-Encoding", get("/", ["Host: localhost", "Transfer-Encoding:"]), 501],
  [
    "two Transfer-Encoding headers",
    get("/", ["Host: localhost", "Transfer-Encoding: identity", "Transfer-Encoding: chunked"]),
    400,
  ],
  ["Transfer-Encoding in HTTP/1.0", get("/", ["Host: localhost", "Transfer-Encoding: chunked"], "1.0"), 400],
  [
    "Transfer-Encoding: identity in HTTP/1.2",
    get("/", ["Host: localhost", "Transfer-Encoding: identity"], "1.2"),
    501,
  ],
  // Expect: 100-continue is met before a page or a redirect, never before an error answer.
  ["a page, expecting 100-continue", get("/", ["Host: localhost", "Expect: 100-continue"]), 200, [100]],
  ["a redirect, expecting 100-continue", get("//", ["Host: localhost", "Expect: 100-continue"]), 301, [100]],
  ["a missing page, expecting 100-continue", get("/nope", ["Host: localhost", "Expect: 100-continue"]), 404],
  [
    "a refused post, expecting 100-continue",
    "POST / HTTP/1.1\r\nHost: localhost\r\nExpect: 100-continue\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello",
    405,
  ],
];

describe("the preview server answers as nginx does", () => {
  let dir;
  let preview;
  let nginx;
  const ports = {};

  beforeAll(async () => {
    // A build of the few files the cases need: pages, a media file, a script with its .gz, a text file.
    dir = mkdtempSync(join(tmpdir(), "altura-parity-"));
    mkdirSync(join(dir, "client"));
    mkdirSync(join(dir, "nginx"));
    writeFileSync(join(dir, "client", "index.html"), "<!doctype html><title>Home</title>");
    writeFileSync(join(dir, "client", "404.html"), "<!doctype html><title>Page Not Found</title>");
    writeFileSync(join(dir, "client", FILE), Buffer.from(Array.from({ length: SIZE }, (_, i) => i % 251)));
    writeFileSync(join(dir, "client", "app.js"), SCRIPT);
    writeFileSync(join(dir, "client", "app.js.gz"), SCRIPT_GZ);
    writeFileSync(join(dir, "client", "notes.txt"), TEXT);
    writeFileSync(join(dir, "nginx", "csp.conf"), cspConf({ default: contentSecurityPolicy({}), pages: {} }));

    preview = await startServer({ port: 0, root: join(dir, "client"), log: () => {} });
    ports.preview = preview.address().port;
    nginx = await serveWithNginx({ buildDir: dir });
    ports.nginx = nginx.port;
  }, 30_000);

  afterAll(async () => {
    preview?.close();
    await nginx?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const both = async (request) => ({
    nginx: await exchange(ports.nginx, request),
    preview: await exchange(ports.preview, request),
  });
  const carriesSecurityHeaders = (answer, server, name) => {
    for (const [header, value] of Object.entries(securityHeaders))
      expect(answer.headers[header.toLowerCase()]?.[0], `${server}, ${name}: ${header}`).toBe(value);
  };

  it.each(rangeCases)("Range, %s", async (name, request, status, contentRange) => {
    const answers = await both(request);
    for (const [server, answer] of Object.entries(answers)) {
      expect(answer.status, `${server}: ${answer.raw.slice(0, 300)}`).toBe(status);
      expect(answer.headers["content-range"]?.[0], server).toBe(contentRange);
      expect(answer.headers["content-type"]?.[0] ?? "", server).not.toMatch(/multipart/);
      carriesSecurityHeaders(answer, server, name);
    }
    if (status === 206) {
      const [, first, last] = /^bytes (\d+)-(\d+)\//.exec(contentRange);
      for (const answer of Object.values(answers))
        expect(Number(answer.headers["content-length"][0])).toBe(last - first + 1);
    }
  });

  it.each(requestCases)("request shape, %s", async (name, request, status, interim = []) => {
    const answers = await both(request);
    for (const [server, answer] of Object.entries(answers)) {
      expect(answer.status, `${server}: ${answer.raw.slice(0, 300)}`).toBe(status);
      expect(answer.interim, `${server}: interim answers`).toEqual(interim);
      carriesSecurityHeaders(answer, server, name);
    }
  });
});
