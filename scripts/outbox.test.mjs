import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_NAME } from "../app/components/form/use-deliverable-form";
import {
  createOutbox,
  cutUtf8,
  escapeForLog,
  HONEYPOT_FIELD,
  MAX_BODY_BYTES,
  MAX_FILE_NAME_BYTES,
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

/** A server that only runs the outbox, like scripts/serve.mjs does for its POST path. */
async function outboxServer(options) {
  const lines = [];
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), "outbox-test-"));
  const outbox = await createOutbox({ env: {}, dir, log: (line) => lines.push(line), ...options });
  const server = createServer(async (req, res) => {
    const handled = await outbox.handlePost(req, res, new URL(req.url, "http://localhost"), {
      "X-Test": "1",
    });
    if (!handled) res.writeHead(405).end();
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    base,
    dir,
    lines,
    post: (body, headers = {}) =>
      fetch(`${base}/api/v1.0/email/send-form`, { method: "POST", body, headers }),
    close: () => {
      server.close();
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Sends a raw request body (chunked when no length is given) and resolves with the status. */
function rawPost(base, chunks, headers) {
  return new Promise((resolvePromise, reject) => {
    const req = request(`${base}/api/v1.0/email/send-form`, { method: "POST", headers }, (res) => {
      res.resume();
      resolvePromise(res.statusCode);
    });
    req.on("error", reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
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
    const [folder] = readdirSync(box.dir);
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

  it("answers 415 to a body that is not a form", async () => {
    const json = await box.post("{}", { "Content-Type": "application/json" });
    expect(json.status).toBe(415);
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

  it("refuses posts from other sites (Origin, Sec-Fetch-Site) with 403", async () => {
    const foreign = await box.post(form(CONTACT), { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const crossSite = await box.post(form(CONTACT), { "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
    const same = await box.post(form(CONTACT), { Origin: box.base, "Sec-Fetch-Site": "same-origin" });
    expect(same.status).toBe(200);
  });

  it("knows the forms' honeypot field", () => {
    expect(HONEYPOT_FIELD).toBe(HONEYPOT_NAME);
  });

  it("keeps a filled honeypot's message, flagged, instead of dropping it", async () => {
    const response = await box.post(form({ ...CONTACT, [HONEYPOT_FIELD]: "https://spam.example" }));
    expect(response.status).toBe(200);
    expect(box.lines.at(-1)).toContain("flagged");
  });

  it("prints visitor text escaped: one line per message, no terminal escapes", async () => {
    const response = await box.post(form({ ...CONTACT, template_id: "t\nFAKE outbox: line\u001b[2J" }));
    expect(response.status).toBe(200);
    const line = box.lines.at(-1);
    expect(/[\n\r]/.test(line) || line.includes("\u001b")).toBe(false);
    expect(line).toContain("\\u000aFAKE");
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
