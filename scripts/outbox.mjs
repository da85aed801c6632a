/**
 * The local outbox: with no email-service key configured (and the outbox chosen, see
 * scripts/lib/email-settings.mjs), the site's forms post to its own `/api/v1.0/email/send-form`
 * (app/components/form/email-delivery.ts). The preview server (`npm start`) hands those posts to
 * the outbox, which keeps each message, with its attachment, in a folder of OUTBOX_DIR (default
 * `.outbox/`) and prints one escaped line per message. It answers like the email service:
 *   200 "OK"                      kept
 *   400                           not a form, or a field the browser's own schema rejects
 *   403                           posted from another site (Origin / Sec-Fetch-Site)
 *   413                           body over 3 MB (counted while it streams, chunked too), more
 *                                 than one file, too many or too long fields
 *   415                           not multipart/form-data
 *   429 (Retry-After)             more than OUTBOX_RATE_LIMIT messages a minute from one client
 *   500                           the message could not be written (logged)
 *   507                           the outbox is over OUTBOX_QUOTA_BYTES or the disk is nearly full
 * Parsing is busboy's; the fields are validated by the same zod schemas as the browser forms
 * (app/features/contact/schemas.ts, app/features/careers/apply-schema.ts), bundled from the
 * TypeScript sources by esbuild when the outbox starts. Files are written asynchronously.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, rm, stat, statfs, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import busboy from "busboy";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { replyText } from "./lib/reply-text.mjs";

export const OUTBOX_PATH = "/api/v1.0/email/send-form";
/** The CV may be 2 MB; the rest of the form and the multipart framing fit in the remainder. */
export const MAX_BODY_BYTES = 3 * 1024 * 1024;
/** The forms send at most one file (the CV) and a dozen fields, none longer than a message. */
export const FORM_LIMITS = { files: 1, fields: 30, fieldSize: 20_000, fieldNameSize: 100, parts: 32 };
/** Saved file names are cut to this many UTF-8 bytes (file systems allow 255). */
export const MAX_FILE_NAME_BYTES = 120;

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
/** Fields the email library adds; not part of the visitor's form. */
const SERVICE_FIELDS = ["lib_version", "service_id", "template_id", "user_id"];
/** The honeypot field of the forms (app/components/form/use-deliverable-form.ts). */
export const HONEYPOT_FIELD = "hp_f7q2";

export function outboxSettings(env = process.env) {
  const number = (value, fallback) =>
    value !== undefined && value !== "" && Number.isFinite(Number(value)) ? Number(value) : fallback;
  return {
    dir: env.OUTBOX_DIR ? resolve(process.cwd(), env.OUTBOX_DIR) : join(projectRoot, ".outbox"),
    /** Messages a minute from one client address. */
    ratePerMinute: number(env.OUTBOX_RATE_LIMIT, 20),
    /** Total bytes the outbox folder may hold. */
    quotaBytes: number(env.OUTBOX_QUOTA_BYTES, 500 * 1024 * 1024),
    /** Free space the disk must keep after a message. */
    minFreeBytes: number(env.OUTBOX_MIN_FREE_BYTES, 100 * 1024 * 1024),
  };
}

let schemasPromise;
/** The browser's schemas, for Node (bundled on first use, so the server starts light). Once per process. */
export function loadFormSchemas() {
  schemasPromise ??= import("./lib/import-app.mjs").then(({ importApp }) =>
    importApp(
      projectRoot,
      null,
      [
        'export { contactSchema, writeSchema } from "./app/features/contact/schemas.ts";',
        'export { applySchema, CV_MAX_BYTES } from "./app/features/careers/apply-schema.ts";',
      ].join("\n"),
    ),
  );
  return schemasPromise;
}

/**
 * Text safe to print on one terminal line: control characters (C0, C1, DEL), line and paragraph
 * separators and bidirectional overrides become \u escapes; long values are cut.
 */
export function escapeForLog(value, max = 200) {
  const text = String(value);
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return cut.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\\]/g, (char) =>
    char === "\\" ? "\\\\" : `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** Cuts text to at most `maxBytes` UTF-8 bytes, never inside a character. */
export function cutUtf8(text, maxBytes) {
  let bytes = 0;
  let out = "";
  for (const char of text) {
    bytes += Buffer.byteLength(char);
    if (bytes > maxBytes) break;
    out += char;
  }
  return out;
}

/**
 * A file name safe to write: no directories, no control or odd characters, at most
 * MAX_FILE_NAME_BYTES UTF-8 bytes with the extension kept, never empty or "message.json".
 */
export function safeFileName(name) {
  const base = String(name)
    .replace(/\\/g, "/")
    .split("/")
    .pop()
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N}._ -]+/gu, "_")
    .replace(/^[.\s]+/, "")
    .trim();
  const dot = base.lastIndexOf(".");
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : "";
  const stem = extension ? base.slice(0, dot) : base;
  const safe = cutUtf8(stem, MAX_FILE_NAME_BYTES - Buffer.byteLength(extension)).trim() + extension;
  if (!safe || safe === extension) return `attachment${extension}`;
  return safe === "message.json" ? "attachment-message.json" : safe;
}

function timestamp(date) {
  return date.toISOString().replace(/[:.]/g, "-");
}

/** Bytes under a folder (the outbox is small: counted once at start-up, then as it grows). */
async function folderBytes(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        stat(join(entry.parentPath, entry.name)).then(
          (stats) => stats.size,
          () => 0,
        ),
      ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * Writes one message folder: message.json (fields and attachment list) and the attachment.
 * The folder name is a timestamp plus random bytes; `mkdir` without `recursive` fails on the
 * (astronomically unlikely) clash, and a new name is drawn. No loop over existing names.
 */
export async function saveMessage({ fields, files, flagged }, dir, now = new Date()) {
  const template = safeFileName(fields.template_id ?? "message").slice(0, 40);
  await mkdir(dir, { recursive: true });
  let folder;
  for (let attempt = 0; ; attempt += 1) {
    folder = join(dir, `${timestamp(now)}-${template}-${randomBytes(6).toString("hex")}`);
    try {
      await mkdir(folder);
      break;
    } catch (error) {
      if (error.code !== "EEXIST" || attempt >= 3) throw error;
    }
  }
  try {
    const attachments = [];
    for (const file of files) {
      const savedAs = safeFileName(file.filename);
      await writeFile(join(folder, savedAs), file.data);
      attachments.push({
        field: file.field,
        filename: file.filename,
        savedAs,
        type: file.type,
        bytes: file.data.length,
      });
    }
    const message = { receivedAt: now.toISOString(), ...(flagged ? { flagged } : {}), fields, attachments };
    const json = JSON.stringify(message, null, 2) + "\n";
    await writeFile(join(folder, "message.json"), json);
    return {
      folder,
      message,
      bytes: Buffer.byteLength(json) + files.reduce((sum, file) => sum + file.data.length, 0),
    };
  } catch (error) {
    // Nothing half-written stays behind.
    await rm(folder, { recursive: true, force: true }).catch(() => {});
    throw error;
  }
}

class Rejection extends Error {
  constructor(status, message, headers = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/**
 * Reads a multipart/form-data request with busboy, enforcing every limit while the body
 * streams. Resolves with the fields and files, or rejects with a Rejection (status + reason).
 */
export function readForm(req, { maxBodyBytes = MAX_BODY_BYTES, maxFileBytes } = {}) {
  return new Promise((resolvePromise, reject) => {
    let parser;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: "utf8",
        limits: { ...FORM_LIMITS, fileSize: maxFileBytes },
      });
    } catch {
      return reject(new Rejection(415, "The request is not multipart/form-data"));
    }
    const fields = {};
    const files = [];
    let received = 0;
    let settled = false;
    const fail = (rejection) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      parser.removeAllListeners("file");
      req.resume(); // drain what is still coming, without keeping it
      reject(rejection);
    };
    const tooLarge = (what) => fail(new Rejection(413, `Payload Too Large: ${what}`));
    req.on("data", (chunk) => {
      received += chunk.length;
      if (received > maxBodyBytes) tooLarge(`the body is over ${maxBodyBytes} bytes`);
    });
    req.on("error", () => fail(new Rejection(400, "The request was cut off")));
    req.on("aborted", () => fail(new Rejection(400, "The request was cut off")));
    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated)
        return tooLarge(`the field ${name.slice(0, 40)} is too long`);
      fields[name] = value;
    });
    parser.on("file", (field, stream, info) => {
      const chunks = [];
      let size = 0;
      stream.on("data", (chunk) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on("limit", () => tooLarge("the file is too large"));
      stream.on("error", () => fail(new Rejection(400, "The form data could not be read")));
      stream.on("end", () => {
        // An empty file input (no file chosen) is sent with an empty name and no data.
        if (info.filename === undefined || (info.filename === "" && size === 0)) return;
        files.push({
          field,
          filename: info.filename,
          type: info.mimeType || "application/octet-stream",
          data: Buffer.concat(chunks, size),
        });
      });
    });
    parser.on("filesLimit", () => tooLarge(`more than ${FORM_LIMITS.files} file`));
    parser.on("fieldsLimit", () => tooLarge(`more than ${FORM_LIMITS.fields} fields`));
    parser.on("partsLimit", () => tooLarge(`more than ${FORM_LIMITS.parts} parts`));
    parser.on("error", (error) =>
      fail(new Rejection(400, `The form data could not be read: ${error.message}`)),
    );
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      resolvePromise({ fields, files });
    });
    req.pipe(parser);
  });
}

/** Same-origin only: a browser always says where a POST comes from (Origin, Sec-Fetch-Site). */
export function isSameOrigin(req) {
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin") return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true; // not a browser: nothing to forge on a visitor's behalf
  const host = req.headers.host;
  return Boolean(host) && (origin === `http://${host}` || origin === `https://${host}`);
}

/** Which of the browser's schemas a form's fields belong to (each form has its own fields). */
function schemaFor(fields, schemas) {
  if ("fullName" in fields) return { name: "careers", schema: schemas.applySchema };
  if ("topic" in fields) return { name: "write", schema: schemas.writeSchema };
  return { name: "contact", schema: schemas.contactSchema };
}

/**
 * An outbox: `handlePost` is the `onPost` of scripts/serve.mjs. It returns true when it answered
 * the request (the outbox path), false for any other path so the server answers as usual.
 * @param {{ env?: Record<string, string | undefined>, log?: (line: string) => void,
 *   logError?: (line: string) => void, dir?: string,
 *   ratePerMinute?: number, quotaBytes?: number, minFreeBytes?: number }} [options]
 */
export async function createOutbox({
  env = process.env,
  log = console.log,
  logError = console.error,
  ...overrides
} = {}) {
  const settings = { ...outboxSettings(env), ...overrides };
  const schemas = await loadFormSchemas();
  const limiter = new RateLimiterMemory({ points: settings.ratePerMinute, duration: 60 });
  let used = await folderBytes(settings.dir);

  async function accept(req) {
    if (!isSameOrigin(req)) throw new Rejection(403, "Forbidden: posts are accepted from this site only");
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > MAX_BODY_BYTES) throw new Rejection(413, "Payload Too Large", { Connection: "close" });
    try {
      await limiter.consume(req.socket.remoteAddress ?? "unknown");
    } catch (limited) {
      const seconds = Math.max(1, Math.ceil((limited?.msBeforeNext ?? 60_000) / 1000));
      throw new Rejection(429, "Too Many Requests", { "Retry-After": String(seconds) });
    }
    if (used + Math.max(declared, 1) > settings.quotaBytes)
      throw new Rejection(507, "Insufficient Storage: the outbox is full");
    const disk = await statfs(settings.dir).catch(() =>
      statfs(resolve(settings.dir, "..")).catch(() => null),
    );
    if (disk && disk.bavail * disk.bsize - Math.max(declared, MAX_BODY_BYTES) < settings.minFreeBytes) {
      throw new Rejection(507, "Insufficient Storage: the disk is nearly full");
    }
    const form = await readForm(req, { maxFileBytes: schemas.CV_MAX_BYTES });
    const missing = SERVICE_FIELDS.slice(1).filter((name) => !form.fields[name]);
    if (missing.length) throw new Rejection(400, `The parameters are invalid: ${missing.join(", ")} missing`);
    const visitorFields = Object.fromEntries(
      Object.entries(form.fields).filter(([name]) => !SERVICE_FIELDS.includes(name)),
    );
    const { name, schema } = schemaFor(visitorFields, schemas);
    const cv = form.files
      .filter((file) => file.field === "cv")
      .map((file) => ({ name: file.filename, type: file.type, size: file.data.length }));
    const checked = schema.safeParse(name === "careers" ? { ...visitorFields, cv } : visitorFields);
    if (!checked.success) {
      const reasons = checked.error.issues.map(
        (issue) => `${issue.path.join(".") || "form"}: ${issue.message}`,
      );
      throw new Rejection(400, `The parameters are invalid: ${reasons.join(" ")}`);
    }
    if (name !== "careers" && form.files.length)
      throw new Rejection(400, "The parameters are invalid: this form takes no file");
    const flagged = form.fields[HONEYPOT_FIELD] ? "the hidden anti-spam field was filled in" : undefined;
    return { ...form, flagged };
  }

  async function handlePost(req, res, url, baseHeaders = {}) {
    if (url.pathname !== OUTBOX_PATH) return false;
    let form;
    try {
      form = await accept(req);
    } catch (error) {
      if (!(error instanceof Rejection)) throw error;
      req.resume();
      replyText(res, error.status, { ...baseHeaders, ...error.headers }, error.message);
      return true;
    }
    try {
      const { folder, bytes } = await saveMessage(form, settings.dir);
      used += bytes;
      const from = form.fields.email ? ` from ${escapeForLog(form.fields.email, 120)}` : "";
      const attached = form.files.length ? `, ${form.files.length} attachment` : "";
      const where = relative(process.cwd(), folder);
      log(
        `outbox: ${escapeForLog(form.fields.template_id, 60)}${from}${attached}${form.flagged ? " (flagged: honeypot filled)" : ""} -> ${where.startsWith("..") ? folder : where}`,
      );
      replyText(res, 200, baseHeaders, "OK");
    } catch (error) {
      const full = error.code === "ENOSPC" || error.code === "EDQUOT";
      logError(`outbox: the message could not be stored: ${escapeForLog(error.message, 300)}`);
      replyText(
        res,
        full ? 507 : 500,
        baseHeaders,
        full ? "Insufficient Storage" : "The message could not be stored",
      );
    }
    return true;
  }

  return { handlePost, settings };
}
