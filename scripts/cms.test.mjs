import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
