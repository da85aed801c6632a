/**
 * Test harness for the browser tests that need the site built with real settings: email-service
 * keys (e2e/contact.spec.ts, e2e/careers-form.spec.ts) and analytics (e2e/analytics.spec.ts).
 *
 * The main test run builds the site WITHOUT them (the out-of-the-box outbox mode, no analytics).
 * The variant build WITH them is made once, before the browser tests, by `npm run build:variant`
 * (scripts/variant-build.mjs; scripts/test.mjs runs it). This fixture only checks that it exists
 * and is fresh, and serves it with scripts/serve.mjs on a free port, once per worker.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { test as base, type Page, type Request, type Route } from "@playwright/test";
import { OUTBOX_PATH } from "../app/lib/shared-constants.mjs";
import { readMultipart, type SentFile, type SentForm } from "../proof/lib/multipart.mjs";
import { startServer } from "../scripts/serve.mjs";
import { VARIANT_ANALYTICS, VARIANT_EMAIL, variantProblem, variantRoot } from "../scripts/variant-build.mjs";

/** The email-service configuration of the variant build, as a site owner would set it. */
export const KEYED = VARIANT_EMAIL;
export { VARIANT_ANALYTICS };

export const SEND_FORM_URL = `${KEYED.origin}${OUTBOX_PATH}`;

/** Where the variant build keeps the visitor's analytics choice (app/features/analytics/consent.ts). */
export const CONSENT_STORAGE_KEY = "altura:analytics-consent";

interface Options {
  /**
   * The analytics choice stored before each page loads: "denied" by default, so the consent
   * banner stays out of the way of the form tests; `null` for none (the analytics tests).
   */
  analyticsConsent: "granted" | "denied" | null;
}

/** `keyedURL`: the base URL of a preview server of the variant build, one per worker. */
export const test = base.extend<Options, { keyedURL: string }>({
  analyticsConsent: ["denied", { option: true }],
  page: async ({ page, analyticsConsent }, use) => {
    if (analyticsConsent) {
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        CONSENT_STORAGE_KEY,
        analyticsConsent,
      ] as const);
    }
    await use(page); // eslint-disable-line react-hooks/rules-of-hooks -- Playwright's `use`, not React's
  },
  keyedURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object
    async ({}, use) => {
      const problem = variantProblem();
      if (problem) throw new Error(problem);
      const server: Server = await startServer({ port: 0, root: join(variantRoot, "client") });
      const { port } = server.address() as AddressInfo;
      await use(`http://127.0.0.1:${port}`);
      await new Promise((done) => server.close(done));
    },
    { scope: "worker", timeout: 30_000 },
  ],
});

export { expect } from "@playwright/test";

export type { SentFile, SentForm };

/** Reads the multipart body a page sent, as the email service would. */
export async function readSentForm(request: Request): Promise<SentForm> {
  const contentType = request.headers()["content-type"] ?? "";
  if (!contentType.startsWith("multipart/form-data"))
    throw new Error(`Not a multipart request: ${contentType}`);
  return readMultipart(contentType, new Uint8Array(request.postDataBuffer() ?? Buffer.alloc(0)));
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
    sent.push(await readSentForm(request));
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

/** Where the preview server of the browser tests keeps the outbox's messages (playwright.config.ts). */
const OUTBOX_DIR = resolve(process.env.PW_OUTPUT ?? "test-results", "outbox");

/** The server under test is the preview server with its outbox (not nginx or another host). */
export const servedWithOutbox = process.env.E2E_SERVER !== "nginx" && !process.env.E2E_BASE_URL;

/** The folder of the message the outbox kept with `token` in it, and its message.json. */
export function keptInOutbox(token: string) {
  const folder = readdirSync(OUTBOX_DIR)
    .filter((name) => !name.startsWith("."))
    .map((name) => join(OUTBOX_DIR, name))
    .find((path) => readFileSync(join(path, "message.json"), "utf8").includes(token));
  if (!folder) throw new Error(`No message with ${token} in ${OUTBOX_DIR}`);
  return { folder, message: JSON.parse(readFileSync(join(folder, "message.json"), "utf8")) };
}
