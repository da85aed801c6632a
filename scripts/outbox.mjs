/**
 * The local outbox: with no email-service key configured, the site's forms post to its own
 * `/api/v1.0/email/send-form` (see app/features/contact/email-delivery.ts). The preview server
 * (`npm start`) hands those posts to `handleOutboxPost`, which keeps each message, with its
 * attachment, in a folder of OUTBOX_DIR (default `.outbox/`) and prints one line per message.
 * It answers like the email service: 200 "OK"; 400 for a body that is not a form; 413 past 3 MB.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const OUTBOX_PATH = "/api/v1.0/email/send-form";
/** The CV may be 2 MB; the rest of the form and the multipart framing fit in the remainder. */
export const MAX_BODY_BYTES = 3 * 1024 * 1024;

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

export function outboxDir(env = process.env) {
  return env.OUTBOX_DIR ? resolve(process.cwd(), env.OUTBOX_DIR) : join(projectRoot, ".outbox");
}

/** The boundary of a multipart/form-data content type, or null. */
export function multipartBoundary(contentType = "") {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : null;
}

function headerParam(header, name) {
  const match =
    new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, "i").exec(header) ??
    new RegExp(`;\\s*${name}=([^;\\s]+)`, "i").exec(header);
  return match ? match[1].replace(/\\(.)/g, "$1") : null;
}

/**
 * Parses a multipart/form-data body (RFC 7578) into text fields and files. Throws on a body
 * that does not follow the format.
 * @returns {{ fields: Record<string, string>, files: { field: string, filename: string, type: string, data: Buffer }[] }}
 */
export function parseMultipart(body, boundary) {
  const delimiter = Buffer.from(`--${boundary}`);
  const fields = {};
  const files = [];
  let position = body.indexOf(delimiter);
  if (position === -1) throw new Error("no multipart boundary in the body");
  for (;;) {
    position += delimiter.length;
    if (body.subarray(position, position + 2).toString() === "--") break; // closing delimiter
    if (body.subarray(position, position + 2).toString() !== "\r\n")
      throw new Error("malformed multipart delimiter");
    position += 2;
    const headerEnd = body.indexOf("\r\n\r\n", position);
    if (headerEnd === -1) throw new Error("multipart part without a header end");
    const headers = body.subarray(position, headerEnd).toString("utf8").split("\r\n");
    const next = body.indexOf(Buffer.concat([Buffer.from("\r\n"), delimiter]), headerEnd + 4);
    if (next === -1) throw new Error("multipart part without a closing boundary");
    const data = body.subarray(headerEnd + 4, next);
    const disposition = headers.find((line) => /^content-disposition:/i.test(line)) ?? "";
    const type =
      headers.find((line) => /^content-type:/i.test(line))?.replace(/^content-type:\s*/i, "") ?? "";
    const name = headerParam(disposition, "name");
    if (name === null) throw new Error("multipart part without a name");
    const filename = headerParam(disposition, "filename");
    if (filename !== null) {
      if (filename !== "" || data.length > 0)
        files.push({
          field: name,
          filename,
          type: type || "application/octet-stream",
          data: Buffer.from(data),
        });
    } else {
      fields[name] = data.toString("utf8");
    }
    position = next + 2;
  }
  return { fields, files };
}

/** A file name safe to write: no directories, no control or odd characters, never empty. */
export function safeFileName(name) {
  const base = basename(String(name).replace(/\\/g, "/"))
    .replace(/[^\p{L}\p{N}._ -]+/gu, "_")
    .replace(/^\.+/, "")
    .trim()
    .slice(0, 120);
  return base || "attachment";
}

function timestamp(date) {
  return date.toISOString().replace(/[:.]/g, "-");
}

/** Writes one message folder: message.json (fields and attachment list) and the attachments. */
export function saveMessage({ fields, files }, dir = outboxDir(), now = new Date()) {
  const template = safeFileName(fields.template_id ?? "message");
  const folder = join(dir, `${timestamp(now)}-${template}-${randomBytes(3).toString("hex")}`);
  mkdirSync(folder, { recursive: true });
  const used = new Set(["message.json"]);
  const attachments = files.map((file) => {
    let saved = safeFileName(file.filename);
    for (let n = 2; used.has(saved); n += 1) saved = `${n}-${safeFileName(file.filename)}`;
    used.add(saved);
    writeFileSync(join(folder, saved), file.data);
    return {
      field: file.field,
      filename: file.filename,
      savedAs: saved,
      type: file.type,
      bytes: file.data.length,
    };
  });
  const message = { receivedAt: now.toISOString(), fields, attachments };
  writeFileSync(join(folder, "message.json"), JSON.stringify(message, null, 2) + "\n");
  return { folder, message };
}

function reply(res, status, headers, text) {
  res.writeHead(status, {
    ...headers,
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  });
  res.end(text);
}

/**
 * `onPost` of scripts/serve.mjs. Returns true when it answered the request (the outbox path),
 * false for any other path so the server answers as usual.
 */
export async function handleOutboxPost(
  req,
  res,
  url,
  baseHeaders = {},
  { dir = outboxDir(), log = console.log } = {},
) {
  if (url.pathname !== OUTBOX_PATH) return false;
  const boundary = multipartBoundary(req.headers["content-type"]);
  if (!boundary) {
    req.resume();
    reply(res, 400, baseHeaders, "The request is not multipart/form-data");
    return true;
  }
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > MAX_BODY_BYTES) {
    req.resume();
    reply(res, 413, { ...baseHeaders, Connection: "close" }, "Payload Too Large");
    return true;
  }
  const chunks = [];
  let size = 0;
  let tooLarge = false;
  try {
    for await (const chunk of req) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    }
  } catch {
    return true; // the client went away
  }
  if (tooLarge) {
    reply(res, 413, baseHeaders, "Payload Too Large");
    return true;
  }
  let parsed;
  try {
    parsed = parseMultipart(Buffer.concat(chunks), boundary);
  } catch (error) {
    reply(res, 400, baseHeaders, `The form data could not be read: ${error.message}`);
    return true;
  }
  const missing = ["service_id", "template_id", "user_id"].filter((name) => !parsed.fields[name]);
  if (missing.length) {
    reply(res, 400, baseHeaders, `The parameters are invalid: ${missing.join(", ")} missing`);
    return true;
  }
  const { folder } = saveMessage(parsed, dir);
  const from = parsed.fields.email ? ` from ${parsed.fields.email}` : "";
  const attached = parsed.files.length
    ? `, ${parsed.files.length} attachment${parsed.files.length > 1 ? "s" : ""}`
    : "";
  const where = relative(process.cwd(), folder) || folder;
  log(`outbox: ${parsed.fields.template_id}${from}${attached} -> ${where.startsWith("..") ? folder : where}`);
  reply(res, 200, baseHeaders, "OK");
  return true;
}
