/**
 * The email service double for the Firefox and WebKit journeys: the same fake origin the Chromium
 * tests intercept (`VARIANT_EMAIL.origin`, baked into the variant build and its CSP), answered here
 * by a real HTTPS server. A WebDriver client cannot intercept WebKit's requests, so both browsers
 * get this process as their HTTPS proxy: a CONNECT to the fake origin's host is handed to an
 * in-process TLS server with a throwaway certificate (the sessions accept it:
 * `acceptInsecureCerts`); any other host is refused, so nothing leaves the machine. Each post is
 * parsed as the service would parse it (proof/lib/multipart.mjs).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { VARIANT_EMAIL } from "../../scripts/variant-build.mjs";
import { readMultipart } from "../lib/multipart.mjs";

export const SEND_FORM_PATH = "/api/v1.0/email/send-form";
const serviceHost = new URL(VARIANT_EMAIL.origin).hostname;

/** A one-day self-signed certificate for the fake host (openssl, as proof/deploy/nginx.test.mjs does). */
function certificate() {
  const dir = mkdtempSync(join(tmpdir(), "altura-email-double-"));
  try {
    const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
    const result = spawnSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", `/CN=${serviceHost}`].concat([
        "-addext",
        `subjectAltName=DNS:${serviceHost}`,
        "-keyout",
        key,
        "-out",
        cert,
      ]),
      { encoding: "utf8" },
    );
    if (result.status !== 0) throw new Error(`openssl could not make a certificate: ${result.stderr}`);
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A post's form, or null when its body is not multipart. */
function readForm(request, body) {
  return readMultipart(request.headers["content-type"] ?? "", body).catch(() => null);
}

/**
 * Starts the proxy on a free loopback port. `sent` lists every form the browser posted to the
 * service, in order; `proxy` is the "host:port" to give the browser as its HTTPS proxy.
 */
export async function startEmailDouble() {
  const sent = [];
  const service = createHttpsServer(certificate(), (request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", async () => {
      const cors = { "Access-Control-Allow-Origin": "*", "Content-Type": "text/plain" };
      const form = request.method === "POST" && request.url === SEND_FORM_PATH;
      const parsed = form ? await readForm(request, Buffer.concat(chunks)) : null;
      if (parsed) sent.push(parsed);
      response.writeHead(parsed ? 200 : 400, cors).end(parsed ? "OK" : "Bad Request");
    });
  });
  const proxy = createHttpServer((_request, response) => response.writeHead(405).end());
  proxy.on("connect", (request, socket) => {
    socket.on("error", () => {});
    if (request.url !== `${serviceHost}:443`) return socket.end("HTTP/1.1 403 Forbidden\r\n\r\n");
    socket.write("HTTP/1.1 200 Connection Established\r\n\r\n", () => service.emit("connection", socket));
  });
  await new Promise((listening) => proxy.listen(0, "127.0.0.1", listening));
  return {
    sent,
    proxy: `127.0.0.1:${proxy.address().port}`,
    close: () => new Promise((closed) => proxy.close(closed)),
  };
}
