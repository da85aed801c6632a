/**
 * The local outbox: with no email-service key configured (and the outbox chosen, see
 * scripts/lib/email-settings.mjs), the site's forms post to its own OUTBOX_PATH
 * (app/components/form/email-delivery.ts). The preview server (`npm start`) hands those posts to
 * the outbox, which keeps each message, with its attachment, in a folder of OUTBOX_DIR (default
 * `.outbox/`) and prints one escaped line per message. It answers like the email service:
 *   200 "OK"                      kept
 *   400                           not a form of this site (its `template_id`), or a field the
 *                                 form's own schema rejects
 *   403                           posted from another site: an Origin or Host that is neither the
 *                                 site's (VITE_SITE_URL) nor this server's own on a loopback name
 *   408                           the body arrives slower than MIN_UPLOAD_BYTES_PER_SECOND on average
 *                                 once UPLOAD_GRACE_MS have passed (the connection is closed)
 *   413                           body over 3 MB, a CV over the form's limit, more than one file,
 *                                 too many or too long fields (the connection is closed at once)
 *   415                           not multipart/form-data
 *   429 (Retry-After)             more than OUTBOX_RATE_LIMIT posts a minute from one client address;
 *                                 only posts whose body is read count: one refused before it (403,
 *                                 413, 415, 429, 503, 507) costs the client nothing
 *   500                           the message could not be written (logged)
 *   503 (Retry-After)             MAX_UPLOADS_PER_ADDRESS posts from the client's address, or
 *                                 MAX_UPLOADS_IN_FLIGHT in all, are being received already
 *   507                           the outbox would pass OUTBOX_QUOTA_BYTES, or the disk is nearly full
 * Parsing is busboy's, streaming: an attachment goes to disk as it arrives (the platform's
 * `Request.formData()` would hold the whole body in memory). The fields are validated by the
 * forms' own zod schemas (app/features/contact/schemas.ts, app/features/careers/apply-schema.ts),
 * bundled from the TypeScript sources by esbuild when the outbox starts, so the outbox accepts
 * exactly what the forms accept.
 */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, statfs, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import busboy from "busboy";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { emailTemplateIds, HONEYPOT_FIELD, OUTBOX_PATH } from "../app/lib/shared-constants.mjs";
import { buildEnv, deploySettings } from "./deploy-settings.mjs";
import { replyText } from "./lib/reply-text.mjs";

/** The CV may be 2 MB; the rest of the form and the multipart framing fit in the remainder. */
export const MAX_BODY_BYTES = 3 * 1024 * 1024;
/**
 * Posts received at once; more wait (503, Retry-After). Each holds a few stream buffers and its
 * fields (the attachment goes to disk) and reserves its length of the quota; what streams through
 * is garbage until V8 collects it, so more at once grow the process (100 uploads stalled after
 * 1.8 MB: +8 to +11 MB RSS at 4, +15 to +20 MB at 8). A form's post takes milliseconds, a CV over a
 * slow phone line seconds: 8 at once is many leads for one site, and with at most
 * MAX_UPLOADS_PER_ADDRESS from one address it takes four addresses to fill them all.
 */
export const MAX_UPLOADS_IN_FLIGHT = 8;
/**
 * Posts received at once from one client address, so that one client cannot hold every place of
 * MAX_UPLOADS_IN_FLIGHT while other visitors are refused. Two: a visitor may send the contact
 * form while an application uploads in another tab, and colleagues share an office's address.
 */
export const MAX_UPLOADS_PER_ADDRESS = 2;
/**
 * An upload whose body averages fewer bytes a second than this once UPLOAD_GRACE_MS have passed is
 * cut (408), and its place and quota freed: a client dripping a byte now and then would otherwise
 * hold its place until the server's request timeout. 1 KB a second is below any mobile link that
 * works at all (GPRS sends 2 to 5 KB a second), and a form without a CV arrives in a packet or two;
 * the grace covers a connection slow to get going.
 */
export const MIN_UPLOAD_BYTES_PER_SECOND = 1024;
export const UPLOAD_GRACE_MS = 10_000;
/** Saved file names are cut to this many UTF-8 bytes (file systems allow 255). */
export const MAX_FILE_NAME_BYTES = 120;
/** How long a refused upload's remaining bytes are read and dropped before its connection is cut. */
export const LINGER_MS = 500;
/** Where posts stream to before they are complete and valid (inside the outbox folder). */
const INCOMING = ".incoming";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
/** Fields the email library adds; not part of the visitor's form. */
const SERVICE_FIELDS = ["lib_version", "service_id", "template_id", "user_id"];
/** The names a browser on this machine reaches the preview server by. */
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

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
/** The forms' schemas and field rules, for Node (loaded on first use, so the server starts light). */
export function loadFormSchemas() {
  schemasPromise ??= import("./lib/app-modules.mjs").then(({ appModules }) =>
    appModules(projectRoot, [
      "app/features/contact/schemas.ts",
      "app/features/careers/apply-schema.ts",
      "app/components/form/rules.ts",
    ]),
  );
  return schemasPromise;
}

/**
 * busboy's limits for the forms: one file (the CV) and a dozen fields. busboy cuts a part that
 * reaches its limit, so each is one past the largest value the forms accept: a field of
 * FIELD_MAX_LENGTH characters of 3 UTF-8 bytes each (a line break, counted once, is 2 bytes as
 * sent), a CV of exactly CV_MAX_BYTES.
 */
export function formLimits({ FIELD_MAX_LENGTH, CV_MAX_BYTES }) {
  return {
    files: 1,
    fields: 30,
    parts: 32,
    fieldNameSize: 100,
    fieldSize: FIELD_MAX_LENGTH * 3 + 1,
    fileSize: CV_MAX_BYTES + 1,
  };
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

/** Bytes under a folder, as they are on disk now (messages removed by hand are freed at once). */
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
 * The outbox's share of the disk: what is on disk plus what posts in flight have reserved. A
 * post reserves its length before its body is read and releases it once its files are written
 * (or thrown away). The steps run one at a time, so a count of the folder never misses a
 * message whose reservation was already released.
 */
function createQuota(dir, quotaBytes) {
  let reserved = 0;
  let queue = Promise.resolve();
  const serially = (step) => {
    const result = queue.then(step);
    queue = result.catch(() => {});
    return result;
  };
  return {
    reserve: (bytes) =>
      serially(async () => {
        const fits = (await folderBytes(dir)) + reserved + bytes <= quotaBytes;
        if (fits) reserved += bytes;
        return fits;
      }),
    release: (bytes) =>
      serially(() => {
        reserved -= bytes;
      }),
  };
}

class Rejection extends Error {
  constructor(status, message, headers = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/**
 * Reads a multipart/form-data request with busboy into `dir`: each file is written there as it
 * streams, the fields are kept (line breaks as "\n"). Every limit is enforced while the body
 * streams, its pace too: after `graceMs`, a body averaging under `minBytesPerSecond` is cut.
 * Resolves with the fields and the files written, or rejects with a Rejection.
 */
export function readForm(
  req,
  {
    dir,
    limits,
    normalise,
    maxBodyBytes = MAX_BODY_BYTES,
    minBytesPerSecond = MIN_UPLOAD_BYTES_PER_SECOND,
    graceMs = UPLOAD_GRACE_MS,
  },
) {
  return new Promise((resolvePromise, reject) => {
    let parser;
    try {
      parser = busboy({ headers: req.headers, defParamCharset: "utf8", limits });
    } catch {
      return reject(new Rejection(400, "The form data has no boundary"));
    }
    const fields = {};
    const files = [];
    const writes = [];
    const fileStreams = [];
    let received = 0;
    let settled = false;
    let paceCheck;
    const fail = (rejection) => {
      if (settled) return;
      settled = true;
      clearTimeout(paceCheck);
      req.unpipe(parser);
      parser.removeAllListeners("file");
      // With an error, so each pipeline settles (destroyed without one, a pipeline of a busboy part
      // and a file stream never settles on Node 22 and 24).
      for (const stream of fileStreams) stream.destroy(rejection);
      // The caller removes the folder once nothing writes into it any more.
      Promise.allSettled(writes).then(() => reject(rejection));
    };
    const tooLarge = (what) => fail(new Rejection(413, `Payload Too Large: ${what}`));
    const startedAt = performance.now();
    // Checked when the average would fall below the minimum should nothing more arrive.
    const checkPace = () => {
      if (req.complete) return;
      const due = (received / minBytesPerSecond) * 1000 - (performance.now() - startedAt);
      if (due > 0) paceCheck = setTimeout(checkPace, due);
      else
        fail(
          new Rejection(
            408,
            `Request Timeout: the message arrived slower than ${minBytesPerSecond} bytes a second; send it again on a faster connection`,
          ),
        );
    };
    if (minBytesPerSecond > 0) paceCheck = setTimeout(checkPace, graceMs);
    req.on("data", (chunk) => {
      received += chunk.length;
      if (received > maxBodyBytes) tooLarge(`the body is over ${maxBodyBytes} bytes`);
    });
    req.on("error", () => fail(new Rejection(400, "The request was cut off")));
    req.on("close", () => {
      if (!req.complete) fail(new Rejection(400, "The request was cut off"));
    });
    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated)
        return tooLarge(`the field ${name.slice(0, 40)} is too long`);
      fields[name] = normalise(value);
    });
    parser.on("file", (field, stream, info) => {
      const savedAs = safeFileName(info.filename ?? "");
      let bytes = 0;
      stream.on("data", (chunk) => {
        bytes += chunk.length;
      });
      stream.on("limit", () => tooLarge("the file is too large"));
      const file = createWriteStream(join(dir, savedAs));
      // Both ends, should the post fail: a source destroyed mid-part does not always end the pipeline.
      fileStreams.push(stream, file);
      const written = pipeline(stream, file).then(
        async () => {
          // An empty file input (no file chosen) is sent with an empty name and no data.
          if (info.filename === undefined || (info.filename === "" && bytes === 0)) {
            return rm(join(dir, savedAs), { force: true });
          }
          files.push({
            field,
            filename: info.filename,
            savedAs,
            type: info.mimeType || "application/octet-stream",
            bytes,
          });
        },
        (error) => {
          if (settled) return;
          const full = error.code === "ENOSPC" || error.code === "EDQUOT";
          fail(new Rejection(full ? 507 : 500, `The attachment could not be stored: ${error.message}`));
        },
      );
      writes.push(written);
    });
    parser.on("filesLimit", () => tooLarge(`more than ${limits.files} file`));
    parser.on("fieldsLimit", () => tooLarge(`more than ${limits.fields} fields`));
    parser.on("partsLimit", () => tooLarge(`more than ${limits.parts} parts`));
    parser.on("error", (error) =>
      fail(new Rejection(400, `The form data could not be read: ${error.message}`)),
    );
    parser.on("close", async () => {
      await Promise.all(writes);
      if (settled) return;
      settled = true;
      clearTimeout(paceCheck);
      resolvePromise({ fields, files });
    });
    req.pipe(parser);
  });
}

/**
 * A post from this site: Host and Origin (when a browser sends one) must be the site's own origin
 * (`origins`) or this server's on a loopback name. Comparing Origin with Host alone would let a
 * page whose DNS name was rebound to this machine post as if it were the site.
 */
export function isFromThisSite(req, origins) {
  const own = new Set(origins);
  for (const name of LOOPBACK_NAMES) own.add(`http://${name}:${req.socket.localPort}`);
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin") return false;
  const host = req.headers.host?.toLowerCase();
  if (!host || ![...own].some((origin) => new URL(origin).host === host)) return false;
  const origin = req.headers.origin;
  return origin === undefined || own.has(origin);
}

/** The MIME type of a request's body, without parameters. */
function mimeType(req) {
  return (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
}

/**
 * An outbox: `handlePost` is the `onPost` of scripts/serve.mjs. It returns true when it answered
 * the request (the outbox path), false for any other path so the server answers as usual.
 * `origins`: the origins posts may come from besides this server's own on a loopback name (by
 * default the site's, VITE_SITE_URL); `templates`: the forms' template ids (by default the build's);
 * `minUploadBytesPerSecond` and `uploadGraceMs`: the pace an upload must keep (by default
 * MIN_UPLOAD_BYTES_PER_SECOND after UPLOAD_GRACE_MS).
 * @param {{ env?: Record<string, string | undefined>, log?: (line: string) => void,
 *   logError?: (line: string) => void, dir?: string, origins?: string[],
 *   templates?: { contact: string, write: string, careers: string },
 *   ratePerMinute?: number, quotaBytes?: number, minFreeBytes?: number,
 *   minUploadBytesPerSecond?: number, uploadGraceMs?: number }} [options]
 */
export async function createOutbox({
  env = process.env,
  log = console.log,
  logError = console.error,
  origins = [deploySettings.siteUrl],
  templates = emailTemplateIds(buildEnv()),
  ...overrides
} = {}) {
  const settings = {
    minUploadBytesPerSecond: MIN_UPLOAD_BYTES_PER_SECOND,
    uploadGraceMs: UPLOAD_GRACE_MS,
    ...outboxSettings(env),
    ...overrides,
  };
  const schemas = await loadFormSchemas();
  const limits = formLimits(schemas);
  const forms = new Map([
    [templates.contact, { name: "contact", schema: schemas.contactSchema }],
    [templates.write, { name: "write", schema: schemas.writeSchema }],
    [templates.careers, { name: "careers", schema: schemas.applySchema }],
  ]);
  const siteOrigins = origins.map((origin) => new URL(origin).origin);
  const limiter = new RateLimiterMemory({ points: settings.ratePerMinute, duration: 60 });
  const quota = createQuota(settings.dir, settings.quotaBytes);
  const incoming = join(settings.dir, INCOMING);
  // What a stopped server left half-received is not a message.
  await rm(incoming, { recursive: true, force: true }).catch(() => {});
  let inFlight = 0;
  const inFlightFrom = new Map();

  const tooMany = (limited) => {
    const seconds = Math.max(1, Math.ceil((limited?.msBeforeNext ?? 60_000) / 1000));
    return new Rejection(429, "Too Many Requests", { "Retry-After": String(seconds) });
  };

  /**
   * Refusals before the body is read: nothing is reserved or written yet, and no point of the rate
   * limit is spent (it is only looked at), so refused posts never lead to a 429.
   */
  async function admit(req, address) {
    if (!isFromThisSite(req, siteOrigins))
      throw new Rejection(403, "Forbidden: posts are accepted from this site only");
    if (mimeType(req) !== "multipart/form-data")
      throw new Rejection(415, "Unsupported Media Type: send multipart/form-data");
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > MAX_BODY_BYTES) throw new Rejection(413, "Payload Too Large");
    const used = await limiter.get(address);
    if (used && used.remainingPoints <= 0) throw tooMany(used);
    // A chunked body may be as long as any.
    const need = declared > 0 ? declared : MAX_BODY_BYTES;
    const disk = await statfs(settings.dir).catch(() =>
      statfs(resolve(settings.dir, "..")).catch(() => null),
    );
    if (disk && disk.bavail * disk.bsize - need < settings.minFreeBytes)
      throw new Rejection(507, "Insufficient Storage: the disk is nearly full");
    return need;
  }

  /** Takes a place among the posts being received, or refuses (503); returns how to give it back. */
  function takePlace(address) {
    const fromAddress = inFlightFrom.get(address) ?? 0;
    const busy = (why) => new Rejection(503, `Service Unavailable: ${why}`, { "Retry-After": "5" });
    if (fromAddress >= MAX_UPLOADS_PER_ADDRESS)
      throw busy(`${fromAddress} messages from this address are being received already`);
    if (inFlight >= MAX_UPLOADS_IN_FLIGHT) throw busy("too many messages at once");
    inFlight += 1;
    inFlightFrom.set(address, fromAddress + 1);
    return () => {
      inFlight -= 1;
      const left = inFlightFrom.get(address) - 1;
      if (left > 0) inFlightFrom.set(address, left);
      else inFlightFrom.delete(address);
    };
  }

  /**
   * Spends the rate limit's point of a post about to be read. Two posts from one address may both
   * have passed admit()'s look; the one over the limit is refused and gives its point back.
   */
  async function charge(address) {
    try {
      await limiter.consume(address);
    } catch (limited) {
      await limiter.reward(address);
      throw tooMany(limited);
    }
  }

  /** Checks the received form against its own schema (picked by the template it names). */
  function check(form) {
    const missing = SERVICE_FIELDS.slice(1).filter((name) => !form.fields[name]);
    if (missing.length) throw new Rejection(400, `The parameters are invalid: ${missing.join(", ")} missing`);
    const chosen = forms.get(form.fields.template_id);
    if (!chosen)
      throw new Rejection(400, "The parameters are invalid: template_id names no form of this site");
    const visitorFields = Object.fromEntries(
      Object.entries(form.fields).filter(([name]) => !SERVICE_FIELDS.includes(name)),
    );
    const cv = form.files
      .filter((file) => file.field === "cv")
      .map((file) => ({ name: file.filename, type: file.type, size: file.bytes }));
    const checked = chosen.schema.safeParse(
      chosen.name === "careers" ? { ...visitorFields, cv } : visitorFields,
    );
    if (!checked.success) {
      const reasons = checked.error.issues.map(
        (issue) => `${issue.path.join(".") || "form"}: ${issue.message}`,
      );
      throw new Rejection(400, `The parameters are invalid: ${reasons.join(" ")}`);
    }
    if (chosen.name !== "careers" && form.files.length)
      throw new Rejection(400, "The parameters are invalid: this form takes no file");
  }

  /**
   * Receives a post into its own folder under .incoming/, checks it, writes message.json and moves
   * the folder among the messages (a timestamp, the template and random bytes name it).
   */
  async function receive(req) {
    await mkdir(incoming, { recursive: true });
    const work = join(incoming, randomBytes(8).toString("hex"));
    await mkdir(work);
    try {
      const form = await readForm(req, {
        dir: work,
        limits,
        normalise: schemas.normaliseLineBreaks,
        minBytesPerSecond: settings.minUploadBytesPerSecond,
        graceMs: settings.uploadGraceMs,
      });
      check(form);
      const now = new Date();
      const flagged = form.fields[HONEYPOT_FIELD] ? "the hidden anti-spam field was filled in" : undefined;
      const attachments = form.files.map(({ field, filename, savedAs, type, bytes }) => ({
        field,
        filename,
        savedAs,
        type,
        bytes,
      }));
      const message = {
        receivedAt: now.toISOString(),
        ...(flagged ? { flagged } : {}),
        fields: form.fields,
        attachments,
      };
      await writeFile(join(work, "message.json"), JSON.stringify(message, null, 2) + "\n");
      const template = safeFileName(form.fields.template_id).slice(0, 40);
      const folder = join(settings.dir, `${timestamp(now)}-${template}-${randomBytes(6).toString("hex")}`);
      await rename(work, folder);
      return { form, folder, flagged };
    } catch (error) {
      // Nothing half-written stays behind.
      await rm(work, { recursive: true, force: true }).catch(() => {});
      throw error;
    }
  }

  /**
   * A refusal. When the body was not read to its end, the connection closes with the answer: what
   * the client still sends is dropped for at most LINGER_MS, then the connection is cut. (Node
   * closes a "Connection: close" answer's socket at once; bytes still arriving would then reset
   * the connection, and the client could lose the answer: nginx's lingering close.)
   */
  function refuse(req, res, status, headers, text) {
    if (req.complete) return replyText(res, status, headers, text);
    const socket = req.socket;
    socket.destroySoon = () => {
      socket.end();
      // After Node has set the rest of the body to be dropped (req._dump, on the next tick).
      setImmediate(() => socket.pause());
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    };
    req.unpipe();
    replyText(res, status, { ...headers, Connection: "close" }, text);
  }

  async function handlePost(req, res, url, baseHeaders = {}) {
    if (url.pathname !== OUTBOX_PATH) return false;
    let received;
    const address = req.socket.remoteAddress ?? "unknown";
    try {
      const need = await admit(req, address);
      const givePlaceBack = takePlace(address);
      try {
        if (!(await quota.reserve(need)))
          throw new Rejection(507, "Insufficient Storage: the outbox is full");
        try {
          await charge(address);
          received = await receive(req);
        } finally {
          void quota.release(need);
        }
      } finally {
        givePlaceBack();
      }
    } catch (error) {
      if (error instanceof Rejection) {
        // The owner hears of a message lost to a full outbox or a failed write, not of each 503.
        if (error.status === 500 || error.status === 507)
          logError(`outbox: ${escapeForLog(error.message, 300)}`);
        refuse(req, res, error.status, { ...baseHeaders, ...error.headers }, error.message);
        return true;
      }
      const full = error.code === "ENOSPC" || error.code === "EDQUOT";
      logError(`outbox: the message could not be stored: ${escapeForLog(error.message, 300)}`);
      const text = full ? "Insufficient Storage" : "The message could not be stored";
      refuse(req, res, full ? 507 : 500, baseHeaders, text);
      return true;
    }
    const { form, folder, flagged } = received;
    const from = form.fields.email ? ` from ${escapeForLog(form.fields.email, 120)}` : "";
    const attached = form.files.length ? `, ${form.files.length} attachment` : "";
    const where = relative(process.cwd(), folder);
    log(
      `outbox: ${escapeForLog(form.fields.template_id, 60)}${from}${attached}${flagged ? " (flagged: honeypot filled)" : ""} -> ${where.startsWith("..") ? folder : where}`,
    );
    replyText(res, 200, baseHeaders, "OK");
    return true;
  }

  return { handlePost, settings };
}
