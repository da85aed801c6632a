import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalBackend, uploadedOriginals } from "./cms.mjs";
import { throwawayProject } from "./lib/throwaway-project.mjs";
import { MEDIA_FOLDER, UPLOADS_URL } from "./media.mjs";
import { freePort } from "./lib/free-port.mjs";
import { rawRequest } from "./lib/raw-request.mjs";

const DEV_PORT = 5173;
let repo;
let backend;
let port;

beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), "cms-backend-"));
  // What the backend must keep to itself, beside what the editor edits.
  for (const [file, text] of [
    [".git/config", "[remote]\n"],
    ["package.json", "{}\n"],
    ["content/settings.yml", "name: Acme\n"],
    [`${MEDIA_FOLDER}/team.jpg`, "jpeg"],
  ]) {
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    writeFileSync(join(repo, file), text);
  }
  backend = await startLocalBackend({ port: 0, devPort: DEV_PORT, repo, logLevel: "error" });
  port = backend.address().port;
});
afterAll(() => {
  backend.close();
  rmSync(repo, { recursive: true, force: true });
});

/** A call to the local backend with the given headers: Decap's first ("info") unless `body` says. */
function call(headers, method = "POST", body = { action: "info" }) {
  return rawRequest(`http://127.0.0.1:${port}`, "/api/v1", {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: method === "POST" ? JSON.stringify(body) : undefined,
  });
}

/** A call of the file-system API from the editor's origin, or from a local process (no Origin). */
const EDITOR = { Host: "127.0.0.1", Origin: `http://localhost:${DEV_PORT}` };
const LOCAL_PROCESS = { Host: "127.0.0.1" };
const fsCall = (headers, action, params) =>
  call({ ...headers, Host: `127.0.0.1:${port}` }, "POST", { action, params: { branch: "main", ...params } });

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

  it("reads and writes content/ and the media folder", async () => {
    const entry = await fsCall(EDITOR, "getEntry", { path: "content/settings.yml" });
    expect(entry.status).toBe(200);
    expect(JSON.parse(entry.body)).toMatchObject({ data: "name: Acme\n" });
    const media = await fsCall(EDITOR, "getMedia", { mediaFolder: MEDIA_FOLDER });
    expect(JSON.parse(media.body).map((file) => file.name)).toEqual(["team.jpg"]);
    const saved = await fsCall(EDITOR, "persistEntry", {
      dataFiles: [{ slug: "x", path: "content/services/x.yml", raw: "name: X\n" }],
      assets: [],
      options: { commitMessage: "x", useWorkflow: false, status: "draft" },
    });
    expect(saved.status).toBe(200);
    expect(readFileSync(join(repo, "content/services/x.yml"), "utf8")).toBe("name: X\n");
  });

  it("refuses every other file of the checkout, from the editor and from any local process", async () => {
    const outside = [
      ".git/config",
      "package.json",
      "content/../package.json",
      "content/./../.git/config",
      "content/%2e%2e/package.json",
      "content\\..\\package.json",
      join(repo, "package.json"),
      "/etc/passwd",
      "contents/x.yml",
      "",
    ];
    for (const headers of [EDITOR, LOCAL_PROCESS])
      for (const path of outside) {
        const reply = await fsCall(headers, "getEntry", { path });
        expect([path, reply.status, reply.body]).toEqual([
          path,
          403,
          expect.stringMatching(/^Forbidden: the local editor backend reads and writes content\/ .*only/),
        ]);
      }
    const refused = [
      ["getMediaFile", { path: "package.json" }],
      ["getMedia", { mediaFolder: "." }],
      ["entriesByFolder", { folder: ".git", extension: "", depth: 2 }],
      ["entriesByFiles", { files: [{ path: "content/settings.yml" }, { path: ".git/config" }] }],
      ["deleteFile", { path: "package.json", options: { commitMessage: "x" } }],
      ["deleteFiles", { paths: ["content/settings.yml", "package.json"], options: { commitMessage: "x" } }],
      ["persistMedia", { asset: { path: ".git/hooks/pre-commit", content: "", encoding: "base64" } }],
      [
        "persistEntry",
        {
          dataFiles: [{ slug: "x", path: "content/x.yml", newPath: "scripts/x.mjs", raw: "" }],
          assets: [],
          options: { commitMessage: "x", useWorkflow: false, status: "draft" },
        },
      ],
      ["unpublishedEntries", {}],
      ["getEntry", { path: ["package.json"] }],
    ];
    for (const [action, params] of refused) {
      const reply = await fsCall(LOCAL_PROCESS, action, params);
      expect([action, reply.status, reply.body]).toEqual([
        action,
        403,
        expect.stringMatching(/^Forbidden: /),
      ]);
    }
    expect(readFileSync(join(repo, "package.json"), "utf8")).toBe("{}\n");
  });
});

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

/**
 * `npm run cms` (scripts/cms.mjs of `root`) on free ports, resolved once its dev server is up:
 * the process, its exit, and everything it wrote so far (`output()`).
 */
async function startCms(root) {
  const [devPort, proxyPort] = [await freePort(), await freePort()];
  const cms = spawn(process.execPath, [join(root, "scripts", "cms.mjs"), "--port", String(devPort)], {
    cwd: root,
    env: { ...process.env, CMS_PROXY_PORT: String(proxyPort) },
    stdio: ["ignore", "pipe", "pipe"],
  });
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
  return { cms, exited, devPort, proxyPort, output: () => output };
}

describe("the dev server's uploads as sent (uploadedOriginals)", () => {
  let server;
  let base;
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
  beforeAll(async () => {
    mkdirSync(join(repo, MEDIA_FOLDER), { recursive: true });
    writeFileSync(join(repo, MEDIA_FOLDER, "team photo.jpg"), jpeg);
    writeFileSync(join(repo, MEDIA_FOLDER, "notes.txt"), "private");
    const originals = uploadedOriginals(repo);
    // What the dev server answers after it: its SPA page, as for any unknown address.
    server = createServer((req, res) =>
      originals(req, res, () => {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end("<!doctype html>");
      }),
    );
    await new Promise((done) => server.listen(0, "127.0.0.1", done));
    base = { host: "127.0.0.1", port: server.address().port };
  });
  afterAll(() => server.close());

  const get = (path, method = "GET") =>
    new Promise((done, fail) => {
      const req = request({ ...base, path, method }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          done({ status: res.statusCode, type: res.headers["content-type"], body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", fail);
      req.end();
    });

  it("answers an upload's address with its bytes, as an image", async () => {
    const photo = await get(`${UPLOADS_URL}/team%20photo.jpg?v=1`);
    expect(photo).toMatchObject({ status: 200, type: "image/jpeg" });
    expect(photo.body.equals(jpeg)).toBe(true);
    expect(await get(`${UPLOADS_URL}/team.jpg`)).toMatchObject({ status: 200, type: "image/jpeg" });
    expect((await get(`${UPLOADS_URL}/team.jpg`, "HEAD")).body.length).toBe(0);
  });

  it("leaves other addresses, other files and other methods to the dev server", async () => {
    for (const path of [`${UPLOADS_URL}/missing.jpg`, `${UPLOADS_URL}/notes.txt`, "/media/team.jpg"])
      expect(await get(path), path).toMatchObject({ status: 200, type: "text/html" });
    expect(await get(`${UPLOADS_URL}/team.jpg`, "DELETE")).toMatchObject({ type: "text/html" });
  });

  it("refuses a name that steps out of the media folder", async () => {
    for (const path of [
      `${UPLOADS_URL}/../../package.json`,
      `${UPLOADS_URL}/..%2F..%2Fpackage.json`,
      `${UPLOADS_URL}/..%5C..%5Cpackage.json`,
      `${UPLOADS_URL}/..`,
      `${UPLOADS_URL}/%2e%2e`,
      `${UPLOADS_URL}/%E0%A4%A`,
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toBe("Not Found");
    }
  });
});

describe("npm run cms", () => {
  it(
    "starts with a slip in content/settings.yml, says where it is, lets the editor open the file, and stops its dev server as it stops",
    {
      timeout: 180_000,
    },
    async () => {
      const root = throwawayProject();
      try {
        const settings = join(root, "content", "settings.yml");
        writeFileSync(settings, readFileSync(settings, "utf8").replace(/^url: .*$/m, "$&\nname: Acme"));
        const line = readFileSync(settings, "utf8").split("\n").indexOf("name: Acme") + 1;
        const { cms, exited, devPort, proxyPort, output } = await startCms(root);
        try {
          expect(output()).toContain(
            `content/settings.yml: not valid YAML: Map keys must be unique at line ${line}, column 1\ncms: the editor starts anyway`,
          );
          expect(output()).not.toMatch(/YAMLParseError|^\s+at /m);
          expect(await listening(devPort)).toBe(true);
          const entry = await rawRequest(`http://127.0.0.1:${proxyPort}`, "/api/v1", {
            method: "POST",
            headers: { "Content-Type": "application/json", Origin: `http://localhost:${devPort}` },
            body: JSON.stringify({
              action: "getEntry",
              params: { branch: "main", path: "content/settings.yml" },
            }),
          });
          expect(entry.status).toBe(200);
          expect(JSON.parse(entry.body).data).toContain("\nname: Acme\n");
        } finally {
          cms.kill("SIGTERM");
          await exited;
        }
        expect(await listening(devPort)).toBe(false);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  );
});
