import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CV_MAX_BYTES } from "../app/features/careers/apply-schema";
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  TEXT_FIELD_MAX_LENGTH,
} from "../app/content/constants";
import { HONEYPOT_FIELD, OUTBOX_PATH } from "../app/lib/shared-constants.mjs";
import {
  createOutbox,
  cutUtf8,
  escapeForLog,
  MAX_BODY_BYTES,
  MAX_FILE_NAME_BYTES,
  MAX_UPLOADS_IN_FLIGHT,
  MAX_UPLOADS_PER_ADDRESS,
  safeFileName,
} from "./outbox.mjs";

const SERVICE = { lib_version: "4.4.1", service_id: "default_service", user_id: "local-outbox" };
const CONTACT = {
  ...SERVICE,
  template_id: "template_contact",
  name: "Ada Lovelace",
  email: "ada@example.com",
  phoneNumber: "+44 20 7946 0000",
  country: "United Kingdom",
  message: "We would like a quote for a Salesforce migration.",
};
const WRITE = {
  ...SERVICE,
  template_id: "template_write",
  topic: "custom",
  customTopic: "Partnerships",
  email: "ada@example.com",
  message: "We would like to talk about a partnership next quarter.",
};
const CAREERS = {
  ...SERVICE,
  template_id: "template_careers",
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  message: "I would like to apply for the analyst position.",
};

function form(fields, files = []) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [name, file] of files) data.append(name, file);
  return data;
}

/** A text of exactly `length` characters as the form counts them, with a CRLF line break every 40. */
function textWithLineBreaks(length, char = "a") {
  let text = "";
  for (let counted = 0; counted < length; counted += 1) text += counted % 40 === 39 ? "\r\n" : char;
  return text;
}

/** The messages kept in an outbox folder (not what is still coming in). */
function keptMessages(dir) {
  return readdirSync(dir)
    .filter((name) => !name.startsWith("."))
    .map((name) => JSON.parse(readFileSync(join(dir, name, "message.json"), "utf8")));
}

/** Bytes of the files under a folder. */
function bytesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

/** The boundary of the uploads a test writes by hand (`openUpload`). */
const SLOW_BOUNDARY = "----slow";

/** Posts being received into an outbox folder now (each in its own folder until it is kept). */
function receiving(dir) {
  try {
    return readdirSync(join(dir, ".incoming")).length;
  } catch {
    return 0;
  }
}

/** Resolves as `promise` does, or fails after `ms` saying what did not happen. */
function within(ms, what, promise) {
  let timer;
  const deadline = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** A server that only runs the outbox, like scripts/serve.mjs does for its POST path. */
async function outboxServer(options) {
  const lines = [];
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), "outbox-test-"));
  const outbox = await createOutbox({
    env: {},
    dir,
    log: (line) => lines.push(line),
    logError: (line) => lines.push(line),
    ...options,
  });
  const server = createServer(async (req, res) => {
    options.onRequest?.(req);
    const handled = await outbox.handlePost(req, res, new URL(`http://localhost${req.url}`), {
      "X-Test": "1",
    });
    if (!handled) res.writeHead(405).end();
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const port = server.address().port;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    port,
    dir,
    lines,
    post: (body, headers = {}) => fetch(`${base}${OUTBOX_PATH}`, { method: "POST", body, headers }),
    /** Posts a form as a browser would, from a client socket bound to `localAddress` (127.x.x.x). */
    postFrom: async (localAddress, data) => {
      const encoded = new Request(base, { method: "POST", body: data });
      const body = Buffer.from(await encoded.arrayBuffer());
      return new Promise((done, fail) => {
        const headers = {
          "Content-Type": encoded.headers.get("content-type"),
          "Content-Length": body.length,
        };
        const req = request(`${base}${OUTBOX_PATH}`, { method: "POST", localAddress, headers }, (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => done({ status: res.statusCode, text }));
        });
        req.on("error", fail);
        req.end(body);
      });
    },
    /**
     * Opens an upload from `localAddress` that declares `length` bytes and sends none of them: the
     * caller writes to `socket`. `reply()` is what the server has answered so far, `closed` resolves
     * with all of it once the connection closes.
     */
    openUpload: (localAddress, length = 2_500_000) => {
      const socket = connect({ port, host: "127.0.0.1", localAddress });
      let reply = "";
      socket.on("error", () => {});
      socket.on("data", (chunk) => (reply += chunk));
      const closed = new Promise((done) => socket.on("close", () => done(reply)));
      socket.write(
        `POST ${OUTBOX_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: multipart/form-data; boundary=${SLOW_BOUNDARY}\r\nContent-Length: ${length}\r\n\r\n`,
      );
      return { socket, reply: () => reply, closed };
    },
    close: () => {
      server.closeAllConnections();
      server.close();
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Sends a raw request body (chunked when no length is given) and resolves with the status. */
function rawPost(base, chunks, headers) {
  return new Promise((resolvePromise, reject) => {
    const req = request(`${base}${OUTBOX_PATH}`, { method: "POST", headers }, (res) => {
      res.resume();
      resolvePromise(res.statusCode);
    });
    req.on("error", reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

/** The start of a multipart body whose last part is the file `cv`, its data still to come. */
function multipartHead(boundary, fields) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
}

describe("file names and log lines", () => {
  it("makes file names safe to write, cut by UTF-8 bytes with the extension kept", () => {
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("C:\\Users\\me\\cv.pdf")).toBe("cv.pdf");
    expect(safeFileName(".hidden")).toBe("hidden");
    expect(safeFileName("a/b/<script>.docx")).toBe("_script_.docx");
    expect(safeFileName("")).toBe("attachment");
    expect(safeFileName("message.json")).toBe("attachment-message.json");
    for (const char of ["ü", "履", "😀"]) {
      const name = safeFileName(`${char.repeat(400)}.pdf`);
      expect(Buffer.byteLength(name), char).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
      expect(name.endsWith(".pdf")).toBe(true);
      expect(name).not.toContain("\uFFFD");
    }
    expect(cutUtf8("a😀b", 3)).toBe("a");
  });

  it("escapes control characters, separators and bidi overrides in log lines", () => {
    expect(escapeForLog("a\r\nFAKE: line\u001b[31m\u009b\u2028\u202e")).toBe(
      "a\\u000d\\u000aFAKE: line\\u001b[31m\\u009b\\u2028\\u202e",
    );
    expect(escapeForLog("x".repeat(300), 10)).toBe(`${"x".repeat(10)}…`);
  });
});

describe("outbox endpoint", () => {
  let box;
  beforeAll(async () => {
    box = await outboxServer({});
  });
  afterAll(() => box.close());

  it("keeps a message with its attachment and answers 200 OK like the email service", async () => {
    const response = await box.post(
      form(CAREERS, [["cv", new File(["%PDF-1.4 test"], "cv.pdf", { type: "application/pdf" })]]),
    );
    expect(await response.text()).toBe("OK");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-test")).toBe("1");
    const [folder] = readdirSync(box.dir).filter((name) => !name.startsWith("."));
    expect(folder).toMatch(/template_careers/);
    const message = JSON.parse(readFileSync(join(box.dir, folder, "message.json"), "utf8"));
    expect(message.fields).toMatchObject({ fullName: "Ada Lovelace", template_id: "template_careers" });
    expect(message.attachments).toEqual([
      { field: "cv", filename: "cv.pdf", savedAs: "cv.pdf", type: "application/pdf", bytes: 13 },
    ]);
    expect(readFileSync(join(box.dir, folder, "cv.pdf"), "utf8")).toBe("%PDF-1.4 test");
    expect(box.lines.at(-1)).toMatch(/^outbox: template_careers from ada@example.com, 1 attachment -> /);
  });

  it("validates the fields with the browser's schemas", async () => {
    const tooShort = await box.post(form({ ...CONTACT, message: "hi" }));
    expect(tooShort.status).toBe(400);
    expect(await tooShort.text()).toContain("message: Enter at least");
    const badEmail = await box.post(form({ ...CONTACT, email: "not-an-email" }));
    expect(await badEmail.text()).toContain("email: Enter a valid email address.");
    const wrongCv = await box.post(form(CAREERS, [["cv", new File(["MZ"], "cv.exe")]]));
    expect(wrongCv.status).toBe(400);
    expect(await wrongCv.text()).toContain("Attach your CV as a PDF, DOC or DOCX file.");
    const noService = await box.post(form({ name: "x" }));
    expect(noService.status).toBe(400);
  });

  it("answers 415 to a body that is not multipart/form-data, a URL-encoded form too", async () => {
    const json = await box.post("{}", { "Content-Type": "application/json" });
    expect(json.status).toBe(415);
    const urlencoded = await box.post(new URLSearchParams(CONTACT));
    expect(urlencoded.status).toBe(415);
  });

  it("checks each form against its own schema, picked by its template_id", async () => {
    // The contact form's fields sent as "Write to us": that form's schema answers (no topic).
    const asWrite = await box.post(form({ ...CONTACT, template_id: "template_write" }));
    expect(asWrite.status).toBe(400);
    expect(await asWrite.text()).toContain("topic: Choose the topic.");
    const unknown = await box.post(form({ ...CONTACT, template_id: "template_other" }));
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("template_id");
    expect((await box.post(form(WRITE))).status).toBe(200);
  });

  it("answers 413 while streaming: a declared or chunked body over 3 MB, a second file, too many fields", async () => {
    const declared = await box
      .post(form(CAREERS, [["cv", new File([new Uint8Array(MAX_BODY_BYTES + 10)], "big.pdf")]]))
      .catch((error) => error);
    expect(declared.status).toBe(413);
    const boundary = "----x";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`;
    const chunk = Buffer.alloc(256 * 1024, 97);
    const chunked = await rawPost(box.base, [head, ...Array.from({ length: 16 }, () => chunk)], {
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
      "Transfer-Encoding": "chunked",
    }).catch(() => 413); // the server may close the connection before the client finishes
    expect(chunked).toBe(413);
    const twoFiles = await box.post(
      form(CAREERS, [
        ["cv", new File(["%PDF"], "a.pdf")],
        ["cv", new File(["%PDF"], "a.pdf")],
      ]),
    );
    expect(twoFiles.status).toBe(413);
    const fields = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, "x"]));
    expect((await box.post(form({ ...CONTACT, ...fields }))).status).toBe(413);
    expect((await box.post(form({ ...CONTACT, message: "x".repeat(30_000) }))).status).toBe(413);
  });

  it("keeps a CV whose non-Latin name is longer than the file system allows", async () => {
    const name = `${"履歴書".repeat(60)}.pdf`;
    const response = await box.post(
      form(CAREERS, [["cv", new File(["%PDF-1.4"], name, { type: "application/pdf" })]]),
    );
    expect(response.status).toBe(200);
    const folder = readdirSync(box.dir).find((entry) =>
      readdirSync(join(box.dir, entry)).some((file) => file.startsWith("履")),
    );
    expect(folder).toBeDefined();
  });

  it("refuses a post through a rebound DNS name: a foreign Host, with or without its Origin", async () => {
    const rebound = (headers) =>
      new Promise((done, fail) => {
        const body = new URLSearchParams(CONTACT).toString();
        const req = request(
          `${box.base}${OUTBOX_PATH}`,
          { method: "POST", headers: { "Content-Type": "multipart/form-data; boundary=x", ...headers } },
          (res) => {
            res.resume();
            done(res.statusCode);
          },
        );
        req.on("error", fail);
        req.end(body);
      });
    const evil = `evil.example:${box.port}`;
    expect(await rebound({ Host: evil, Origin: `http://${evil}` })).toBe(403);
    expect(await rebound({ Host: evil })).toBe(403);
    expect(await rebound({ Origin: `http://localhost:${box.port + 1}` })).toBe(403);
  });

  it("refuses posts from other sites (Origin, Sec-Fetch-Site) with 403", async () => {
    const foreign = await box.post(form(CONTACT), { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const crossSite = await box.post(form(CONTACT), { "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const same = await box.post(form(CONTACT), { Origin: box.base, "Sec-Fetch-Site": "same-origin" });
    expect(same.status).toBe(200);
    const localhost = await box.post(form(CONTACT), { Origin: `http://localhost:${box.port}` });
    expect(localhost.status).toBe(200);
  });

  it("answers at the path the email library posts to", () => {
    const library = readFileSync(
      join(import.meta.dirname, "../node_modules/@emailjs/browser/es/methods/sendForm/sendForm.js"),
      "utf8",
    );
    expect(library).toContain(`sendPost('${OUTBOX_PATH}'`);
  });

  it("keeps a filled honeypot's message, flagged, instead of dropping it", async () => {
    const response = await box.post(form({ ...CONTACT, [HONEYPOT_FIELD]: "https://spam.example" }));
    expect(response.status).toBe(200);
    expect(box.lines.at(-1)).toContain("flagged");
  });

  it("prints what it logs escaped: one line per message, no terminal escapes", async () => {
    const template = "t\nFAKE outbox: line\u001b[2J";
    const odd = await outboxServer({ templates: { contact: template, write: "w", careers: "c" } });
    try {
      const response = await odd.post(form({ ...CONTACT, template_id: template }));
      expect(response.status).toBe(200);
      const line = odd.lines.at(-1);
      expect(/[\n\r]/.test(line) || line.includes("\u001b")).toBe(false);
      expect(line).toContain("\\u000aFAKE");
    } finally {
      odd.close();
    }
  });

  it("leaves other paths to the server", async () => {
    const response = await fetch(`${box.base}/company`, { method: "POST", body: "x" });
    expect(response.status).toBe(405);
  });
});

describe("outbox limits", () => {
  it("answers 429 with Retry-After past the per-client rate", async () => {
    const box = await outboxServer({ ratePerMinute: 2 });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await box.post(form(CONTACT))).status);
      expect(statuses).toEqual([200, 200, 429]);
      const limited = await box.post(form(CONTACT));
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      box.close();
    }
  });

  it("answers 507 when the quota is used up or the disk is nearly full", async () => {
    const quota = await outboxServer({ quotaBytes: 2_000 });
    try {
      expect((await quota.post(form(CONTACT))).status).toBe(200);
      let status = 200;
      for (let i = 0; i < 5 && status === 200; i += 1) status = (await quota.post(form(CONTACT))).status;
      expect(status).toBe(507);
    } finally {
      quota.close();
    }
    // What an earlier run left in the folder (nested, as messages are) counts from the start.
    const dir = mkdtempSync(join(tmpdir(), "outbox-test-"));
    mkdirSync(join(dir, "earlier", "message"), { recursive: true });
    writeFileSync(join(dir, "earlier", "message", "cv.pdf"), Buffer.alloc(1_900));
    const full = await outboxServer({ dir, quotaBytes: 2_000 });
    try {
      expect((await full.post(form(CONTACT))).status).toBe(507);
    } finally {
      full.close();
      rmSync(dir, { recursive: true, force: true });
    }
    const disk = await outboxServer({ minFreeBytes: Number.MAX_SAFE_INTEGER });
    try {
      const response = await disk.post(form(CONTACT));
      expect(response.status).toBe(507);
      expect(await response.text()).toContain("disk is nearly full");
    } finally {
      disk.close();
    }
  });

  it("answers 500 and keeps running when the outbox folder cannot be written", async () => {
    const parent = mkdtempSync(join(tmpdir(), "outbox-file-"));
    writeFileSync(join(parent, "not-a-folder"), "x");
    const box = await outboxServer({ dir: join(parent, "not-a-folder", "outbox") });
    try {
      const response = await box.post(form(CONTACT));
      expect(response.status).toBe(500);
      expect(await response.text()).toBe("The message could not be stored");
      expect((await fetch(`${box.base}/other`, { method: "POST" })).status).toBe(405);
    } finally {
      box.close();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe("the outbox keeps every lead the form accepts", () => {
  let box;
  beforeAll(async () => {
    box = await outboxServer({ ratePerMinute: 100 });
  });
  afterAll(() => box.close());

  it("keeps the contact form's longest message with CRLF line breaks, each counted once", async () => {
    const message = textWithLineBreaks(CONTACT_MESSAGE_MAX_LENGTH);
    expect(message.length).toBeGreaterThan(CONTACT_MESSAGE_MAX_LENGTH);
    const response = await box.post(form({ ...CONTACT, message }));
    expect(await response.text()).toBe("OK");
    const kept = keptMessages(box.dir).find(
      (entry) => entry.fields.message.length === CONTACT_MESSAGE_MAX_LENGTH,
    );
    expect(kept?.fields.message).toBe(message.replaceAll("\r\n", "\n"));
    const over = await box.post(form({ ...CONTACT, message: `${message}b` }));
    expect(await over.text()).toContain(`Enter no more than ${CONTACT_MESSAGE_MAX_LENGTH} characters.`);
  });

  it("keeps a CV of exactly 2 MB, streamed to disk", async () => {
    const cv = new File([new Uint8Array(CV_MAX_BYTES)], "cv.pdf", { type: "application/pdf" });
    const response = await box.post(form(CAREERS, [["cv", cv]]));
    expect(await response.text()).toBe("OK");
    const one = new File([new Uint8Array(CV_MAX_BYTES + 1)], "cv.pdf", { type: "application/pdf" });
    expect((await box.post(form(CAREERS, [["cv", one]]))).status).toBe(413);
  });

  it("keeps each form with every field at its stated maximum, in 3-byte characters and CRLF", async () => {
    const text = (length) => textWithLineBreaks(length, "€");
    const email = `${"a".repeat(EMAIL_MAX_LENGTH - "@example.com".length)}@example.com`;
    const forms = [
      {
        ...CONTACT,
        name: text(TEXT_FIELD_MAX_LENGTH),
        email,
        phoneNumber: text(TEXT_FIELD_MAX_LENGTH),
        country: text(TEXT_FIELD_MAX_LENGTH),
        message: text(CONTACT_MESSAGE_MAX_LENGTH),
      },
      { ...WRITE, customTopic: text(TEXT_FIELD_MAX_LENGTH), email, message: text(MESSAGE_MAX_LENGTH) },
    ];
    for (const fields of forms) expect(await (await box.post(form(fields))).text()).toBe("OK");
    const cv = new File([new Uint8Array(CV_MAX_BYTES)], "cv.pdf", { type: "application/pdf" });
    const careers = form(
      { ...CAREERS, fullName: text(TEXT_FIELD_MAX_LENGTH), email, message: text(MESSAGE_MAX_LENGTH) },
      [["cv", cv]],
    );
    const response = await box.post(careers);
    expect(await response.text()).toBe("OK");
    const stored = keptMessages(box.dir).find(
      (entry) =>
        entry.fields.message === text(MESSAGE_MAX_LENGTH).replaceAll("\r\n", "\n") &&
        entry.attachments.length,
    );
    expect(stored?.attachments[0].bytes).toBe(CV_MAX_BYTES);
  });
});

describe("the outbox cannot be held hostage", () => {
  it("holds 100 stalled uploads in under 20 MB of memory", { timeout: 60_000 }, async () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc");
    /** The server's end of each upload's connection, by the client's address and port. */
    const serverSockets = new Map();
    const box = await outboxServer({
      ratePerMinute: 1_000,
      onRequest: (req) =>
        serverSockets.set(`${req.socket.remoteAddress}:${req.socket.remotePort}`, req.socket),
    });
    const sent = 1_800_000;
    const boundary = "----stalled";
    const head = multipartHead(boundary, CAREERS);
    const request = `POST ${OUTBOX_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${box.port}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 2500000\r\n\r\n${head}`;
    const sockets = [];
    try {
      gc();
      const before = process.memoryUsage().arrayBuffers;
      // From 50 addresses, so that as many are received as the outbox takes in all.
      for (let i = 0; i < 100; i += 1) {
        const socket = connect({
          port: box.port,
          host: "127.0.0.1",
          localAddress: `127.0.1.${1 + (i % 50)}`,
        });
        socket.on("error", () => {});
        socket.answered = false;
        socket.on("data", () => (socket.answered = true));
        socket.on("close", () => (socket.answered = true));
        await new Promise((done) => socket.once("connect", done));
        socket.write(request);
        socket.write(Buffer.alloc(sent - head.length, 37));
        sockets.push(socket);
      }
      // Each upload is either refused (answered) or read by the server to where its client stalled.
      const readToStall = (socket) =>
        (serverSockets.get(`${socket.localAddress}:${socket.localPort}`)?.bytesRead ?? 0) >= sent;
      await expect
        .poll(() => sockets.filter((socket) => !socket.answered && !readToStall(socket)).length, {
          timeout: 30_000,
        })
        .toBe(0);
      gc();
      const held = process.memoryUsage().arrayBuffers - before;
      expect(sockets.filter((socket) => !socket.answered).length).toBe(MAX_UPLOADS_IN_FLIGHT);
      expect(held).toBeLessThan(20 * 1024 * 1024);
    } finally {
      for (const socket of sockets) socket.destroy();
      box.close();
    }
  });

  it("closes the connection of a chunked upload once it passes the limit, not reading on", async () => {
    const box = await outboxServer({});
    try {
      const boundary = "----big";
      const closed = await new Promise((done) => {
        const socket = connect(box.port, "127.0.0.1");
        let reply = "";
        socket.on("data", (chunk) => (reply += chunk));
        socket.on("error", () => {});
        socket.on("close", () => done(reply));
        socket.write(
          `POST ${OUTBOX_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${box.port}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`,
        );
        const chunk = (data) => `${Buffer.byteLength(data).toString(16)}\r\n${data}\r\n`;
        socket.write(chunk(multipartHead(boundary, CAREERS)));
        // Past the limit, and the upload goes on: only the server can end it (no final chunk).
        for (let i = 0; i < 4; i += 1) socket.write(chunk("%".repeat(1024 * 1024)));
      });
      expect(closed).toMatch(/^HTTP\/1\.1 413/);
      expect(readdirSync(box.dir).filter((name) => !name.startsWith("."))).toEqual([]);
    } finally {
      box.close();
    }
  });

  it("counts the quota from the disk: removed messages free it", async () => {
    const body = form(CONTACT);
    const length = (await new Response(body).arrayBuffer()).byteLength;
    const box = await outboxServer({ quotaBytes: length + 200 });
    try {
      expect((await box.post(form(CONTACT))).status).toBe(200);
      expect((await box.post(form(CONTACT))).status).toBe(507);
      for (const name of readdirSync(box.dir)) rmSync(join(box.dir, name), { recursive: true });
      expect((await box.post(form(CONTACT))).status).toBe(200);
    } finally {
      box.close();
    }
  });

  it("holds the quota under 8 concurrent posts: each reserves its length before it is read", async () => {
    const quotaBytes = 300 * 1024;
    const box = await outboxServer({ quotaBytes, ratePerMinute: 100 });
    try {
      const cv = () => new File([new Uint8Array(100 * 1024)], "cv.pdf", { type: "application/pdf" });
      // From an address each, so that the places of one address do not keep them from the quota.
      const statuses = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          box.postFrom(`127.0.2.${1 + i}`, form(CAREERS, [["cv", cv()]])).then((r) => r.status),
        ),
      );
      // Past MAX_UPLOADS_IN_FLIGHT a post waits (503); of those received, the quota refuses some (507).
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
      expect(statuses).toContain(507);
      expect(statuses.filter((status) => ![200, 503, 507].includes(status))).toEqual([]);
      expect(bytesUnder(box.dir)).toBeLessThanOrEqual(quotaBytes);
    } finally {
      box.close();
    }
  });
});

describe("one client cannot keep the others out", () => {
  /** The same address's uploads (`uploads`) settle: each is received (held) or answered. */
  const settled = (box, uploads) =>
    expect
      .poll(() => receiving(box.dir) + uploads.filter((upload) => upload.reply()).length, { timeout: 10_000 })
      .toBe(uploads.length);

  it("takes another address's post while one address holds all the slow uploads it may", async () => {
    // Room for the holder's received uploads and one post more, as if its refusals cost nothing.
    const box = await outboxServer({ ratePerMinute: MAX_UPLOADS_PER_ADDRESS + 1 });
    // The client of the report: as many slow uploads as the outbox receives in all, from one address.
    const uploads = Array.from({ length: MAX_UPLOADS_IN_FLIGHT }, () => box.openUpload("127.0.0.2"));
    try {
      await settled(box, uploads);
      expect(receiving(box.dir)).toBe(MAX_UPLOADS_PER_ADDRESS);
      const refused = uploads
        .filter((upload) => upload.reply())
        .map((upload) => upload.reply().split("\r\n")[0]);
      expect(refused).toEqual(
        Array(MAX_UPLOADS_IN_FLIGHT - MAX_UPLOADS_PER_ADDRESS).fill("HTTP/1.1 503 Service Unavailable"),
      );
      expect(uploads.find((upload) => upload.reply()).reply()).toContain("from this address");
      const other = await box.postFrom("127.0.0.3", form(CONTACT));
      expect(other).toEqual({ status: 200, text: "OK" });
      // Once the holder's uploads end, its own next post is kept: its 503s spent no point of its rate.
      for (const upload of uploads) upload.socket.destroy();
      await expect.poll(() => receiving(box.dir)).toBe(0);
      expect((await box.postFrom("127.0.0.2", form(CONTACT))).status).toBe(200);
    } finally {
      for (const upload of uploads) upload.socket.destroy();
      box.close();
    }
  });

  it("still receives at most MAX_UPLOADS_IN_FLIGHT posts in all, from however many addresses", async () => {
    const box = await outboxServer({});
    const uploads = Array.from({ length: MAX_UPLOADS_IN_FLIGHT }, (_, i) =>
      box.openUpload(`127.0.0.${10 + Math.floor(i / MAX_UPLOADS_PER_ADDRESS)}`),
    );
    try {
      await settled(box, uploads);
      expect(receiving(box.dir)).toBe(MAX_UPLOADS_IN_FLIGHT);
      const late = await box.postFrom("127.0.0.99", form(CONTACT));
      expect(late).toMatchObject({ status: 503, text: expect.stringContaining("too many messages at once") });
    } finally {
      for (const upload of uploads) upload.socket.destroy();
      box.close();
    }
  });

  it("cuts an upload slower than the minimum rate after the grace period: 408, its place, quota and folder freed", async () => {
    // The uploads reserve 9,000 bytes each: while either holds its reservation, a post finds the outbox full.
    const box = await outboxServer({ uploadGraceMs: 200, minUploadBytesPerSecond: 100, quotaBytes: 20_000 });
    const body = Buffer.from(multipartHead(SLOW_BOUNDARY, CAREERS));
    const uploads = Array.from({ length: MAX_UPLOADS_PER_ADDRESS }, () => box.openUpload("127.0.0.4", 9_000));
    // A byte every 50 ms: 20 bytes a second.
    let sent = 0;
    const drip = setInterval(() => {
      for (const upload of uploads) upload.socket.write(body.subarray(sent, sent + 1));
      sent += 1;
    }, 50);
    try {
      const replies = await within(
        10_000,
        "the slow uploads were not cut",
        Promise.all(uploads.map((upload) => upload.closed)),
      );
      for (const reply of replies) {
        expect(reply).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
        expect(reply).toContain("slower than 100 bytes a second");
      }
      expect(receiving(box.dir)).toBe(0);
      // The same address's next post finds a place (else 503) and room in the quota (else 507).
      expect(await box.postFrom("127.0.0.4", form(CONTACT))).toEqual({ status: 200, text: "OK" });
      expect(keptMessages(box.dir)).toHaveLength(1);
    } finally {
      clearInterval(drip);
      for (const upload of uploads) upload.socket.destroy();
      box.close();
    }
  });

  it("keeps an upload that goes on past the grace period at more than the minimum rate", async () => {
    const box = await outboxServer({ uploadGraceMs: 200, minUploadBytesPerSecond: 100 });
    const parts = Object.entries(CONTACT).map(
      ([name, value]) =>
        `--${SLOW_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const body = Buffer.from(`${parts.join("")}--${SLOW_BOUNDARY}--\r\n`);
    // 20 bytes every 20 ms (1,000 a second), for longer than the grace period.
    const piece = 20;
    expect((body.length / piece) * 20).toBeGreaterThan(2 * 200);
    const upload = box.openUpload("127.0.0.5", body.length);
    let sent = 0;
    const pace = setInterval(() => {
      upload.socket.write(body.subarray(sent, sent + piece));
      sent += piece;
      if (sent >= body.length) clearInterval(pace);
    }, 20);
    try {
      await expect.poll(() => upload.reply(), { timeout: 10_000 }).toMatch(/^HTTP\/1\.1 \d+ /);
      expect(upload.reply()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    } finally {
      clearInterval(pace);
      upload.socket.destroy();
      box.close();
    }
  });

  it("charges the rate only for posts it reads: after 25 refused posts (403, 415, 413), a valid one is kept", async () => {
    const box = await outboxServer({ ratePerMinute: 20 });
    try {
      const statuses = [];
      for (let i = 0; i < 10; i += 1)
        statuses.push((await box.post(form(CONTACT), { Origin: "https://evil.example" })).status);
      for (let i = 0; i < 10; i += 1)
        statuses.push((await box.post("{}", { "Content-Type": "application/json" })).status);
      for (let i = 0; i < 5; i += 1)
        statuses.push(
          await rawPost(box.base, ["x"], {
            "Content-Type": `multipart/form-data; boundary=${SLOW_BOUNDARY}`,
            "Content-Length": String(MAX_BODY_BYTES + 1),
          }),
        );
      expect(statuses).toEqual([...Array(10).fill(403), ...Array(10).fill(415), ...Array(5).fill(413)]);
      const valid = await box.post(form(CONTACT));
      expect(valid.status).toBe(200);
      expect(await valid.text()).toBe("OK");
    } finally {
      box.close();
    }
  });

  it("charges no point for a post refused while the outbox is busy (503) or full (507)", async () => {
    // Each address spends all its points on the uploads it may have received at once.
    const busy = await outboxServer({ ratePerMinute: MAX_UPLOADS_PER_ADDRESS });
    const uploads = Array.from({ length: MAX_UPLOADS_IN_FLIGHT }, (_, i) =>
      busy.openUpload(`127.0.0.${20 + Math.floor(i / MAX_UPLOADS_PER_ADDRESS)}`),
    );
    try {
      await expect.poll(() => receiving(busy.dir), { timeout: 10_000 }).toBe(MAX_UPLOADS_IN_FLIGHT);
      for (let i = 0; i < 3; i += 1)
        expect((await busy.postFrom("127.0.0.30", form(CONTACT))).status).toBe(503);
      for (const upload of uploads) upload.socket.destroy();
      await expect.poll(() => receiving(busy.dir)).toBe(0);
      expect((await busy.postFrom("127.0.0.30", form(CONTACT))).status).toBe(200);
    } finally {
      for (const upload of uploads) upload.socket.destroy();
      busy.close();
    }
    // A file of an earlier run fills the quota until it is removed.
    const dir = mkdtempSync(join(tmpdir(), "outbox-test-"));
    writeFileSync(join(dir, "earlier.pdf"), Buffer.alloc(2_000));
    const full = await outboxServer({ dir, quotaBytes: 2_500, ratePerMinute: 1 });
    try {
      for (let i = 0; i < 3; i += 1) expect((await full.post(form(CONTACT))).status).toBe(507);
      rmSync(join(dir, "earlier.pdf"));
      expect((await full.post(form(CONTACT))).status).toBe(200);
    } finally {
      full.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
