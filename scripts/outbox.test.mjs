import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  handleOutboxPost,
  MAX_BODY_BYTES,
  multipartBoundary,
  parseMultipart,
  safeFileName,
} from "./outbox.mjs";

/** Encodes a FormData the way a browser does (undici's encoder). */
async function encode(formData) {
  const request = new Request("http://localhost/", { method: "POST", body: formData });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type") };
}

describe("multipart parsing", () => {
  it("reads text fields (UTF-8) and files byte for byte", async () => {
    const bytes = Uint8Array.from({ length: 3000 }, (_, i) => (i * 7) % 256);
    const form = new FormData();
    form.append("name", "Zoë Ñandú");
    form.append("message", "Line one\r\nLine two --not a boundary");
    form.append("cv", new File([bytes], 'my "CV".pdf', { type: "application/pdf" }));
    const { body, contentType } = await encode(form);
    const { fields, files } = parseMultipart(body, multipartBoundary(contentType));
    expect(fields).toEqual({ name: "Zoë Ñandú", message: "Line one\r\nLine two --not a boundary" });
    expect(files).toHaveLength(1);
    expect(files[0].field).toBe("cv");
    expect(files[0].filename).toMatch(/^my (%22|\\?")CV(%22|\\?")\.pdf$/);
    expect(files[0].type).toBe("application/pdf");
    expect(Buffer.compare(files[0].data, Buffer.from(bytes))).toBe(0);
  });

  it("skips an empty file input, as browsers send it", () => {
    const body = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="cv"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n' +
        '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--b--\r\n',
    );
    expect(parseMultipart(body, "b")).toEqual({ fields: { a: "b" }, files: [] });
  });

  it("finds the boundary only in multipart/form-data", () => {
    expect(multipartBoundary("multipart/form-data; boundary=----abc")).toBe("----abc");
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("application/json")).toBeNull();
    expect(multipartBoundary(undefined)).toBeNull();
  });

  it("rejects a body that is not multipart", () => {
    expect(() => parseMultipart(Buffer.from("hello"), "xyz")).toThrow();
    expect(() =>
      parseMultipart(Buffer.from('--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end'), "xyz"),
    ).toThrow();
  });

  it("makes file names safe to write", () => {
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("C:\\Users\\me\\cv.pdf")).toBe("cv.pdf");
    expect(safeFileName(".hidden")).toBe("hidden");
    expect(safeFileName("a/b/<script>.docx")).toBe("_script_.docx");
    expect(safeFileName("")).toBe("attachment");
  });
});

describe("outbox endpoint", () => {
  let server;
  let base;
  let dir;
  const lines = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "outbox-test-"));
    server = createServer(async (req, res) => {
      const url = new URL(req.url, "http://localhost");
      const handled = await handleOutboxPost(
        req,
        res,
        url,
        { "X-Test": "1" },
        { dir, log: (line) => lines.push(line) },
      );
      if (!handled) res.writeHead(405).end();
    });
    await new Promise((done) => server.listen(0, "127.0.0.1", done));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps a message with its attachment and answers 200 OK like the email service", async () => {
    const form = new FormData();
    form.append("fullName", "Ada Lovelace");
    form.append("email", "ada@example.com");
    form.append("cv", new File(["%PDF-1.4 test"], "cv.pdf", { type: "application/pdf" }));
    for (const [name, value] of Object.entries({
      lib_version: "4.4.1",
      service_id: "default_service",
      template_id: "template_careers",
      user_id: "local-outbox",
    })) {
      form.append(name, value);
    }
    const response = await fetch(`${base}/api/v1.0/email/send-form`, { method: "POST", body: form });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
    expect(response.headers.get("x-test")).toBe("1");
    const [folder] = readdirSync(dir);
    expect(folder).toMatch(/template_careers/);
    const message = JSON.parse(readFileSync(join(dir, folder, "message.json"), "utf8"));
    expect(message.fields).toMatchObject({
      fullName: "Ada Lovelace",
      template_id: "template_careers",
      lib_version: "4.4.1",
    });
    expect(message.attachments).toEqual([
      { field: "cv", filename: "cv.pdf", savedAs: "cv.pdf", type: "application/pdf", bytes: 13 },
    ]);
    expect(readFileSync(join(dir, folder, "cv.pdf"), "utf8")).toBe("%PDF-1.4 test");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^outbox: template_careers from ada@example.com, 1 attachment -> /);
  });

  it("answers 400 to a body that is not a form, or a form without the service fields", async () => {
    const json = await fetch(`${base}/api/v1.0/email/send-form`, {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(json.status).toBe(400);
    const form = new FormData();
    form.append("name", "x");
    const incomplete = await fetch(`${base}/api/v1.0/email/send-form`, { method: "POST", body: form });
    expect(incomplete.status).toBe(400);
  });

  it("answers 413 to a body over 3 MB", async () => {
    const form = new FormData();
    form.append("service_id", "s");
    form.append("cv", new File([new Uint8Array(MAX_BODY_BYTES + 10)], "big.pdf"));
    const response = await fetch(`${base}/api/v1.0/email/send-form`, { method: "POST", body: form }).catch(
      (error) => error,
    );
    expect(response.status).toBe(413);
  });

  it("leaves other paths to the server", async () => {
    const response = await fetch(`${base}/company`, { method: "POST", body: "x" });
    expect(response.status).toBe(405);
  });
});
