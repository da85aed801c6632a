import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalBackend } from "./cms.mjs";

const DEV_PORT = 5173;
let repo;
let backend;
let port;

beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), "cms-backend-"));
  backend = await startLocalBackend({ port: 0, devPort: DEV_PORT, repo, logLevel: "error" });
  port = backend.address().port;
});
afterAll(() => {
  backend.close();
  rmSync(repo, { recursive: true, force: true });
});

/** Decap's first call ("info") to the local backend, with the given headers. */
function call(headers, method = "POST") {
  return new Promise((done, fail) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/v1",
        method,
        headers: { "Content-Type": "application/json", ...headers },
      },
      (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => done({ status: res.statusCode, body }));
      },
    );
    req.on("error", fail);
    req.end(method === "POST" ? JSON.stringify({ action: "info" }) : undefined);
  });
}

describe("npm run cms's local backend", () => {
  it("answers the editor on the dev server", async () => {
    for (const origin of [`http://localhost:${DEV_PORT}`, `http://127.0.0.1:${DEV_PORT}`]) {
      const reply = await call({ Host: `127.0.0.1:${port}`, Origin: origin });
      expect(reply.status).toBe(200);
      expect(JSON.parse(reply.body)).toMatchObject({ type: "local_fs" });
    }
    expect((await call({ Host: `localhost:${port}` })).status).toBe(200);
  });

  it("refuses a foreign Host: a DNS name rebound to this machine", async () => {
    expect((await call({ Host: `evil.example:${port}` })).status).toBe(403);
    expect((await call({ Host: "evil.example", Origin: "http://evil.example" })).status).toBe(403);
  });

  it("refuses other origins: another site, another local port, also before a preflight", async () => {
    expect((await call({ Host: `127.0.0.1:${port}`, Origin: "http://evil.example" })).status).toBe(403);
    const otherPort = { Host: `127.0.0.1:${port}`, Origin: `http://localhost:${DEV_PORT + 1}` };
    expect((await call(otherPort)).status).toBe(403);
    expect((await call({ ...otherPort, "Access-Control-Request-Method": "POST" }, "OPTIONS")).status).toBe(
      403,
    );
  });
});

/** A port nothing listens on now (the system picks it). */
async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const { port: free } = server.address();
  await new Promise((done) => server.close(done));
  return free;
}

/** Whether something accepts connections on the port. */
function listening(portNumber) {
  return new Promise((done) => {
    const socket = connect(portNumber, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => done(false));
  });
}

describe("npm run cms", () => {
  it("stops its dev server when it is stopped", { timeout: 120_000 }, async () => {
    const [devPort, proxyPort] = [await freePort(), await freePort()];
    const cms = spawn(
      process.execPath,
      [fileURLToPath(new URL("cms.mjs", import.meta.url)), "--port", String(devPort)],
      {
        env: { ...process.env, CMS_PROXY_PORT: String(proxyPort) },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const exited = new Promise((done) => cms.once("exit", done));
    let output = "";
    await new Promise((ready, fail) => {
      const read = (chunk) => {
        output += stripVTControlCharacters(String(chunk));
        if (output.includes(`:${devPort}/`)) ready();
      };
      cms.stdout.on("data", read);
      cms.stderr.on("data", read);
      cms.once("exit", () => fail(new Error(`npm run cms ended before its dev server started:\n${output}`)));
    });
    expect(await listening(devPort)).toBe(true);
    cms.kill("SIGTERM");
    await exited;
    expect(await listening(devPort)).toBe(false);
  });
});
