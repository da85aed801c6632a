import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "../deploy/policy.mjs";
import { OUTBOX_PATH } from "../app/lib/shared-constants.mjs";
import { createOutbox } from "./outbox.mjs";
import { rawRequest } from "./lib/raw-request.mjs";
import { serverLimits, startServer } from "./serve.mjs";

const SCRIPT = "console.log('precompressed');\n".repeat(50);
let dir;
let server;
let base;
const logged = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "serve-test-"));
  const root = join(dir, "client");
  mkdirSync(join(root, "assets"), { recursive: true });
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(join(root, "404.html"), "<!doctype html><title>Page Not Found</title>");
  writeFileSync(join(root, "company.html"), "<!doctype html><title>Company</title>" + " ".repeat(2000));
  writeFileSync(join(root, "assets", "app.js"), SCRIPT);
  writeFileSync(join(root, "assets", "app.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(join(root, "assets", "app.js.gz"), gzipSync(SCRIPT));
  writeFileSync(join(root, "clip.mp4"), Buffer.alloc(1000, 7));
  server = await startServer({
    port: 0,
    root,
    log: (line) => logged.push(line),
    onPost: async (req, res, url) => {
      if (url.pathname === "/throws") throw new Error("a handler bug");
      return false;
    },
  });
  base = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("preview server", () => {
  it("sends the precompressed file the client accepts, with the original's type", async () => {
    const br = await fetch(`${base}/assets/app.js`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(await br.text()).toBe(SCRIPT); // fetch decodes br
    // Browsers list gzip first with the same weight (Chrome: "gzip, deflate, br, zstd"): Brotli, the smaller, wins.
    const chrome = await fetch(`${base}/assets/app.js`, {
      headers: { "Accept-Encoding": "gzip, deflate, br, zstd" },
    });
    expect(chrome.headers.get("content-encoding")).toBe("br");
    const gz = await fetch(`${base}/assets/app.js`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await fetch(`${base}/assets/app.js`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Number(plain.headers.get("content-length"))).toBe(SCRIPT.length);
  });

  it("never answers a precompressed twin's own URL: 404 with the Not Found page", async () => {
    for (const path of ["/assets/app.js.br", "/assets/app.js.gz"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("Page Not Found");
    }
  });

  it("gzips on the fly when no precompressed file exists, with its own ETag and 304", async () => {
    const response = await fetch(`${base}/company`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const tag = response.headers.get("etag");
    expect(tag).toMatch(/-gzip"$/);
    expect(await response.text()).toContain("<title>Company</title>"); // fetch decodes gzip
    // (fetch adds Cache-Control: no-cache to conditional requests, which rightly defeats 304.)
    const again = await rawRequest(base, "/company", {
      headers: { "Accept-Encoding": "gzip", "If-None-Match": tag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get("x-frame-options")).toBe(securityHeaders["X-Frame-Options"]);
  });

  it("answers byte ranges for media (Safari plays mp4 only so)", async () => {
    const part = await fetch(`${base}/clip.mp4`, { headers: { Range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 100-199/1000");
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await fetch(`${base}/clip.mp4`, { headers: { Range: "bytes=5000-" } })).status).toBe(416);
  });

  it("answers a handler's error with 500, logs it, and keeps serving", async () => {
    const response = await fetch(`${base}/throws`, { method: "POST", body: "x" });
    expect(response.status).toBe(500);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(logged.some((line) => line.includes("a handler bug"))).toBe(true);
    expect((await fetch(`${base}/`)).status).toBe(200);
  });

  /** The raw answer to `text` sent as it is over one connection (nothing normalises the request). */
  const exchange = (text) =>
    new Promise((done) => {
      const socket = connect(server.address().port, "127.0.0.1");
      let reply = "";
      socket.on("data", (chunk) => (reply += chunk));
      socket.on("close", () => done(reply));
      socket.on("error", () => done(reply));
      socket.write(text);
    });

  it("answers what Node rejects before the handler (huge headers, no Host) as nginx does, with our headers", async () => {
    const huge = await exchange(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 400/);
    expect(huge).toContain("X-Frame-Options: DENY");
    const noHost = await exchange("GET / HTTP/1.1\r\nConnection: close\r\n\r\n");
    expect(noHost).toMatch(/^HTTP\/1\.1 400/);
    expect(noHost).toContain("X-Frame-Options: DENY");
    const expectation = await exchange("GET / HTTP/1.1\r\nHost: x\r\nExpect: x\r\nConnection: close\r\n\r\n");
    expect(expectation).toMatch(/^HTTP\/1\.1 200/);
  });

  it("answers CONNECT and absolute-form targets instead of dropping them", async () => {
    const tunnel = await exchange("CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n");
    expect(tunnel).toMatch(/^HTTP\/1\.1 405/);
    expect(tunnel).toContain("Allow: GET, HEAD");
    const absolute = await exchange(
      "GET http://evil.example/company HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    );
    expect(absolute).toMatch(/^HTTP\/1\.1 200/);
  });

  it("keeps serving others while one address holds every connection it may", async () => {
    const { maxConnections, maxConnectionsPerAddress } = serverLimits;
    const port = server.address().port;
    // As many idle connections as the server takes in all, from one address (127.0.0.2).
    let closed = 0;
    const idle = Array.from({ length: maxConnections }, () => {
      const socket = connect({ port, host: "127.0.0.1", localAddress: "127.0.0.2" });
      socket.on("error", () => {});
      socket.on("close", () => (closed += 1));
      return socket;
    });
    try {
      // The address keeps its share; the connections past it are closed at once.
      await expect.poll(() => closed, { timeout: 10_000 }).toBe(maxConnections - maxConnectionsPerAddress);
      const started = Date.now();
      expect((await fetch(`${base}/company`)).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const socket of idle) socket.destroy();
    }
    // Its places are its own again once it lets them go (as soon as the server has seen them close).
    const fromIt = () =>
      new Promise((done) =>
        get(`${base}/company`, { localAddress: "127.0.0.2", agent: false }, (res) => {
          res.resume();
          done(res.statusCode);
        }).on("error", (error) => done(error.code)),
      );
    await expect.poll(fromIt).toBe(200);
  });

  it("has timeouts for slow clients and a connection cap", () => {
    expect(server.timeout).toBeGreaterThan(0);
    expect(server.headersTimeout).toBeGreaterThan(0);
    expect(server.headersTimeout).toBeLessThanOrEqual(15_000);
    expect(server.requestTimeout).toBeGreaterThan(0);
    expect(server.keepAliveTimeout).toBeGreaterThan(0);
    expect(server.maxConnections).toBeGreaterThan(0);
  });
});

describe("preview server with the outbox", () => {
  let withOutbox;
  let contentType;
  let bytes;

  beforeAll(async () => {
    const outbox = await createOutbox({ env: {}, dir: join(dir, "outbox"), log: () => {} });
    withOutbox = await startServer({ port: 0, root: join(dir, "client"), onPost: outbox.handlePost });
    const fields = {
      lib_version: "4.4.1",
      service_id: "default_service",
      template_id: "template_contact",
      user_id: "local-outbox",
      name: "Ada Lovelace",
      email: "ada@example.com",
      phoneNumber: "+44 20 7946 0000",
      country: "United Kingdom",
      message: "We would like a quote for a Salesforce migration.",
    };
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const encoded = new Request("http://x/", { method: "POST", body });
    contentType = encoded.headers.get("content-type");
    bytes = Buffer.from(await encoded.arrayBuffer());
  });
  afterAll(() => withOutbox?.close());

  it("hands the outbox only its exact path: `//x/api/...` is a path, not a host", async () => {
    const post = async (path) =>
      (
        await rawRequest(`http://127.0.0.1:${withOutbox.address().port}`, path, {
          method: "POST",
          headers: { "Content-Type": contentType, "Content-Length": String(bytes.length) },
          body: bytes,
        })
      ).status;
    expect(await post(`//x${OUTBOX_PATH}`)).toBe(405);
    expect(await post(`${OUTBOX_PATH}/`)).toBe(405);
    expect(await post(OUTBOX_PATH)).toBe(200);
  });

  it("refuses a post that waits to be asked for its body (Expect: 100-continue) without asking", async () => {
    /** Everything answered to a post that sends its body only after 100 Continue. */
    const waitingPost = (extraHeaders) =>
      new Promise((done) => {
        const socket = connect(withOutbox.address().port, "127.0.0.1");
        let reply = "";
        socket.on("data", (chunk) => {
          reply += chunk;
          if (reply === "HTTP/1.1 100 Continue\r\n\r\n") socket.write(bytes);
        });
        socket.on("error", () => {});
        socket.on("close", () => done(reply));
        socket.write(
          `POST ${OUTBOX_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${withOutbox.address().port}\r\n` +
            `Content-Type: ${contentType}\r\nContent-Length: ${bytes.length}\r\n${extraHeaders}` +
            "Expect: 100-continue\r\nConnection: close\r\n\r\n",
        );
      });
    // From another site: 403 at once, the body never asked for (nginx, which has no outbox: 405 so).
    expect(await waitingPost("Origin: https://evil.example\r\n")).toMatch(/^HTTP\/1\.1 403 /);
    // From the site: asked for, received, kept.
    expect(await waitingPost("")).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
  });
});
