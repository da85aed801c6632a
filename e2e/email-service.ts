/**
 * Test harness for the forms' email delivery (e2e/contact.spec.ts, e2e/careers-form.spec.ts).
 *
 * The main test run builds the site once WITHOUT email-service keys (the out-of-the-box outbox
 * mode). The tests that check the real service request need a build WITH keys, so the forms post
 * to a fake service origin that the tests intercept. This harness makes that build once
 * (`build-e2e-keys/`, rebuilt only when the sources changed, one build even with parallel
 * workers) and serves it with scripts/serve.mjs on a free port, once per worker.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { test as base, type Page, type Request, type Route } from "@playwright/test";
import { startServer } from "../scripts/serve.mjs";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/** The configuration of the keyed build, as a site owner would set it. */
export const KEYED = {
  publicKey: "test-public-key",
  serviceId: "service_test",
  templates: { contact: "template_contact", write: "template_write", careers: "template_careers" },
  origin: "https://email.test",
} as const;

export const SEND_FORM_URL = `${KEYED.origin}/api/v1.0/email/send-form`;

const KEYED_BUILD_DIR = "build-e2e-keys";
const keyedEnv = {
  BUILD_DIR: KEYED_BUILD_DIR,
  VITE_EMAILJS_PUBLIC_KEY: KEYED.publicKey,
  VITE_EMAILJS_SERVICE_ID: KEYED.serviceId,
  VITE_EMAILJS_TEMPLATE_CONTACT: KEYED.templates.contact,
  VITE_EMAILJS_TEMPLATE_WRITE: KEYED.templates.write,
  VITE_EMAILJS_TEMPLATE_CAREERS: KEYED.templates.careers,
  VITE_EMAILJS_ORIGIN: KEYED.origin,
};

/** What the build is made from: a change to any of these makes the keyed build stale. */
const SOURCES = ["app", "scripts", "deploy", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

/** Files under `path`; a file that vanishes while listed (someone is editing) is skipped. */
function sourceFiles(path: string): string[] {
  try {
    const full = join(projectRoot, path);
    if (!statSync(full).isDirectory()) return [path];
    return readdirSync(full)
      .sort()
      .flatMap((name) => sourceFiles(join(path, name)));
  } catch {
    return [];
  }
}

function sourceStamp(): string {
  const hash = createHash("sha256").update(JSON.stringify(keyedEnv));
  for (const file of SOURCES.flatMap(sourceFiles)) {
    try {
      hash.update(file).update(readFileSync(join(projectRoot, file)));
    } catch {
      hash.update(`${file}: unreadable`);
    }
  }
  return hash.digest("hex");
}

const buildRoot = join(projectRoot, KEYED_BUILD_DIR);
const stampFile = join(buildRoot, "e2e-stamp.txt");
const lockDir = join(projectRoot, `${KEYED_BUILD_DIR}.lock`);
const isFresh = (stamp: string) =>
  existsSync(join(buildRoot, "client", "index.html")) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, "utf8") === stamp;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Builds the keyed site unless an up-to-date one exists; parallel workers wait for one build. */
export async function ensureKeyedBuild(): Promise<string> {
  const stamp = sourceStamp();
  if (isFresh(stamp)) return join(buildRoot, "client");
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      // Another worker is building. A lock older than 5 minutes is left over from a crash.
      if (existsSync(lockDir) && Date.now() - statSync(lockDir).mtimeMs > 5 * 60_000)
        rmSync(lockDir, { recursive: true, force: true });
      await sleep(500);
    }
  }
  try {
    if (!isFresh(stamp)) {
      const result = spawnSync("npm", ["run", "build"], {
        cwd: projectRoot,
        env: { ...process.env, ...keyedEnv },
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
      if (result.status !== 0) {
        throw new Error(
          `The keyed build failed:\n${(result.stdout ?? "").slice(-3000)}\n${(result.stderr ?? "").slice(-3000)}`,
        );
      }
      writeFileSync(stampFile, stamp);
    }
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
  return join(buildRoot, "client");
}

/** `keyedURL`: the base URL of a preview server of the keyed build, one per worker. */
export const test = base.extend<object, { keyedURL: string }>({
  keyedURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object
    async ({}, use) => {
      const root = await ensureKeyedBuild();
      const server: Server = await startServer({ port: 0, root: resolve(root) });
      const { port } = server.address() as AddressInfo;
      await use(`http://127.0.0.1:${port}`);
      await new Promise((done) => server.close(done));
    },
    { scope: "worker", timeout: 300_000 },
  ],
});

export { expect } from "@playwright/test";

export interface SentFile {
  field: string;
  filename: string;
  type: string;
  data: Buffer;
}
export interface SentForm {
  fields: Record<string, string>;
  files: SentFile[];
}

/** Reads the multipart body a page sent, as the email service would (the platform's parser). */
export async function readMultipart(request: Request): Promise<SentForm> {
  const contentType = request.headers()["content-type"] ?? "";
  if (!contentType.startsWith("multipart/form-data")) throw new Error(`Not a multipart request: ${contentType}`);
  const body = request.postDataBuffer() ?? Buffer.alloc(0);
  const form = await new Response(new Uint8Array(body), { headers: { "Content-Type": contentType } }).formData();
  const fields: Record<string, string> = {};
  const files: SentFile[] = [];
  for (const [name, value] of form) {
    if (typeof value === "string") fields[name] = value;
    else files.push({ field: name, filename: value.name, type: value.type, data: Buffer.from(await value.arrayBuffer()) });
  }
  return { fields, files };
}

export type Reply = { status: number; body?: string } | "network-error";

/**
 * Answers the page's calls to the fake email service with the given replies in turn (the last
 * one repeats), and records what the page sent. `hold` keeps each answer back until released.
 */
export async function fakeEmailService(page: Page, replies: Reply[] = [{ status: 200, body: "OK" }]) {
  const sent: SentForm[] = [];
  let release: () => void = () => {};
  let gate: Promise<void> | null = null;
  await page.route(SEND_FORM_URL, async (route: Route) => {
    const request = route.request();
    sent.push(await readMultipart(request));
    const reply = replies[Math.min(sent.length - 1, replies.length - 1)]!;
    if (gate) await gate;
    if (reply === "network-error") return route.abort("internetdisconnected");
    return route.fulfill({
      status: reply.status,
      body: reply.body ?? (reply.status === 200 ? "OK" : "Error"),
      headers: { "Access-Control-Allow-Origin": "*", "Content-Type": "text/plain" },
    });
  });
  return {
    sent,
    /** Holds answers until `release()`: lets a test see the sending state. */
    hold() {
      gate = new Promise((done) => (release = done));
    },
    release() {
      release();
      gate = null;
    },
  };
}
