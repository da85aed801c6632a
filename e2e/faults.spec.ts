import {
  cpSync,
  mkdtempSync,
  rmSync,
  unlinkSync,
  writeFileSync,
  chmodSync,
  renameSync,
  readdirSync,
} from "node:fs";
import { connect } from "node:net";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test, type Page, type Route } from "@playwright/test";
import { ISLAND_GIVE_UP_MS } from "../app/components/ui/island-state";
import { OUTBOX_PATH } from "../app/lib/shared-constants.mjs";
import { openPage } from "./helpers";
import { loadSmoke } from "../proof/audits/load-smoke.mjs";
import { createOutbox } from "../scripts/outbox.mjs";
import { serverLimits, startServer } from "../scripts/serve.mjs";
import { serveWithNginx } from "../proof/deploy/with-nginx.mjs";
import { contactForm, fillContact, visitor } from "./contact-form";

/**
 * The fault matrix (`npm run audit:faults` prints it; `npm test` runs it in both browser stages,
 * but for the email service's faults, which the browser answers, on the preview server only).
 * Each test is one fault, driven against the server under test (the preview server, or nginx in
 * the nginx stage) or, for faults that need a broken disk or a changing build, against a preview
 * server the test starts on its own copy. Titles: "<fault> :: <what must hold>"; a title tagged
 * @lead guards a visitor's message: its failure counts as a lead lost.
 */

const onNginx = process.env.E2E_SERVER === "nginx";
const SEND_FORM = `**${OUTBOX_PATH}`;
const buildRoot = resolve(process.env.BUILD_DIR ?? "build", "client");

/** The lead is not lost: everything typed is still there, and the mailto link carries it. */
async function expectLeadKept(page: Page) {
  const form = contactForm(page);
  const alert = form.getByRole("alert");
  await expect(alert).toContainText("Your message was not sent.");
  await expect(form.getByLabel("Message")).toHaveValue(visitor.message);
  await expect(form.getByLabel("Email")).toHaveValue(visitor.email);
  const href = await alert.getByRole("link", { name: "Email us instead" }).getAttribute("href");
  expect(new URL(href!).searchParams.get("body")).toContain(visitor.message);
  await expect(page.getByRole("dialog")).toBeHidden();
}

/** Answers the page's sends with the given replies in turn; counts them. */
async function emailService(page: Page, replies: (number | "network-error" | "hang")[]) {
  const sent: string[] = [];
  const held: Route[] = [];
  await page.route(SEND_FORM, async (route) => {
    sent.push(route.request().postData() ?? "");
    const reply = replies[Math.min(sent.length - 1, replies.length - 1)]!;
    if (reply === "hang") return void held.push(route);
    if (reply === "network-error") return route.abort("internetdisconnected");
    return route.fulfill({ status: reply, body: reply === 200 ? "OK" : "Error", contentType: "text/plain" });
  });
  return { sent, held };
}

/** A GET with the target sent as written; resolves with the status (0 when the connection failed). */
function rawStatus(
  base: string,
  target: string,
  method = "GET",
  body?: Buffer,
  headers: Record<string, string> = {},
) {
  const { hostname, port } = new URL(base);
  return new Promise<number>((done) => {
    const req = httpRequest({ hostname, port, path: target, method, headers }, (res) => {
      res.resume();
      res.on("end", () => done(res.statusCode ?? 0));
      res.on("error", () => done(res.statusCode ?? 0));
    });
    req.on("error", () => done(0));
    if (body) req.write(body);
    req.end();
  });
}

/** A preview server of its own (port 0) for a fault that needs broken disks or files. */
async function ownPreview(root: string, outbox: Parameters<typeof createOutbox>[0] = {}) {
  const box = await createOutbox({ env: {}, log: () => {}, logError: () => {}, ...outbox });
  const server: Server = await startServer({ port: 0, root, onPost: box.handlePost, log: () => {} });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Closed with its connections: a kept-alive one the page still holds would keep it open for seconds.
  const close = () =>
    new Promise((done) => {
      server.close(done);
      server.closeAllConnections();
    });
  return { base, close };
}

/** nginx with deploy/nginx (proof/deploy/with-nginx.mjs) on its own copy of the build. */
async function ownNginx(buildDir: string) {
  const server = await serveWithNginx({ buildDir });
  return { base: server.base, close: server.stop };
}

/** The server under test's kind, on a copy of the build that the test may break. */
async function ownServerOnCopy() {
  const copy = copyBuild();
  const server = onNginx ? await ownNginx(resolve(copy.root, "..")) : await ownPreview(copy.root);
  return {
    root: copy.root,
    base: server.base,
    dispose: async () => {
      await server.close();
      copy.dispose();
    },
  };
}

function copyBuild() {
  const dir = mkdtempSync(join(tmpdir(), "altura-fault-build-"));
  cpSync(resolve(buildRoot, ".."), dir, { recursive: true });
  return { root: join(dir, "client"), dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

const multipart = (parts: string[], boundary = "----fault") =>
  Buffer.from(parts.map((part) => `--${boundary}\r\n${part}\r\n`).join("") + `--${boundary}--\r\n`);
const field = (name: string, value: string) =>
  `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
const file = (name: string, filename: string, data: string) =>
  `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n${data}`;
const serviceFields = [
  field("lib_version", "4.4.1"),
  field("service_id", "default_service"),
  field("template_id", "template_careers"),
  field("user_id", "local-outbox"),
  field("fullName", "Grace Hopper"),
  field("email", "grace.hopper@example.com"),
  field("message", "I would like to apply for the analyst position."),
];
const formHeaders = { "Content-Type": "multipart/form-data; boundary=----fault" };

test.describe("fault matrix: the email service", () => {
  test.skip(
    onNginx,
    "the page's sends are answered in the browser (page.route): the same whichever server sent the page",
  );
  // The two ways a send fails: no answer, and an error answer. Each status's own reason is
  // contact.spec's, through the real EmailJS client.
  const replies: [string, number | "network-error", RegExp][] = [
    ["email service network error", "network-error", /could not reach the message service/i],
    ["email service 5xx", 503, /error 503/],
  ];
  for (const [fault, reply, reason] of replies) {
    test(`${fault} :: alert with the reason, input kept, mailto carries it, Retry delivers once @lead`, async ({
      page,
    }) => {
      const service = await emailService(page, [reply, 200]);
      await openPage(page, "/contactUs");
      await fillContact(page);
      await contactForm(page)
        .getByRole("button", { name: /send message/i })
        .click();
      await expectLeadKept(page);
      await expect(contactForm(page).getByRole("alert")).toContainText(reason);
      await contactForm(page).getByRole("alert").getByRole("button", { name: "Retry" }).click();
      await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
      expect(service.sent).toHaveLength(2);
    });
  }

  test("email service no answer :: alert after 25 s, late answer ignored, Retry never sends twice @lead", async ({
    page,
  }) => {
    await page.clock.install();
    const service = await emailService(page, ["hang", 200]);
    await openPage(page, "/contactUs");
    await fillContact(page);
    await contactForm(page)
      .getByRole("button", { name: /send message/i })
      .click();
    await expect(contactForm(page).getByRole("button", { name: "Sending…" })).toBeVisible();
    await page.clock.runFor(24_000);
    await expect(contactForm(page).getByText("Your message was not sent.")).toHaveCount(0);
    await page.clock.runFor(1_500);
    await expectLeadKept(page);
    await expect(contactForm(page).getByRole("alert")).toContainText("did not answer within 25 seconds");
    // The late answer arrives: nothing changes on the page.
    const answered = page.waitForEvent("requestfinished");
    await service.held[0]!.fulfill({ status: 200, body: "OK", contentType: "text/plain" });
    await answered;
    await page.clock.runFor(1_000);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(contactForm(page).getByText("Your message was not sent.")).toBeVisible();
    await expect(contactForm(page).getByLabel("Message")).toHaveValue(visitor.message);
    // Retry: the first send did arrive, so it is not sent again.
    await contactForm(page).getByRole("alert").getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
    expect(service.sent).toHaveLength(1);
  });

  test("email service no answer, then an error :: Retry sends again once the first send failed @lead", async ({
    page,
  }) => {
    await page.clock.install();
    const service = await emailService(page, ["hang", 200]);
    await openPage(page, "/contactUs");
    await fillContact(page);
    await contactForm(page)
      .getByRole("button", { name: /send message/i })
      .click();
    // The send is under way (the form's code may have come only now): its 25 s start here.
    await expect.poll(() => service.held.length).toBe(1);
    await page.clock.runFor(26_000);
    await expectLeadKept(page);
    const failed = page.waitForEvent("requestfailed");
    await service.held[0]!.abort("connectionreset");
    await failed;
    await contactForm(page).getByRole("alert").getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
    expect(service.sent).toHaveLength(2);
  });

  test("reload mid-send :: the draft is back after the reload @lead", async ({ page }) => {
    await emailService(page, ["hang"]);
    await openPage(page, "/contactUs");
    await fillContact(page);
    await contactForm(page)
      .getByRole("button", { name: /send message/i })
      .click();
    await expect(contactForm(page).getByRole("button", { name: "Sending…" })).toBeVisible();
    await page.reload();
    await expect(contactForm(page).getByLabel("Message")).toHaveValue(visitor.message);
    await expect(contactForm(page).getByLabel("Email")).toHaveValue(visitor.email);
  });

  test("honeypot filled by autofill :: held back, draft kept, Retry sends it once @lead", async ({
    page,
  }) => {
    const service = await emailService(page, [200]);
    await openPage(page, "/contactUs");
    await fillContact(page);
    const trap = contactForm(page).locator("input[autocomplete='off'][tabindex='-1']");
    await expect(trap).toHaveAttribute("name", /^(?!.*(website|url|fax|company|email|name|phone))/i);
    await trap.fill("https://autofill.example", { force: true });
    await contactForm(page)
      .getByRole("button", { name: /send message/i })
      .click();
    await expectLeadKept(page);
    await expect(contactForm(page).getByRole("alert")).toContainText("held the message back");
    expect(service.sent).toHaveLength(0);
    await page.reload();
    await expect(contactForm(page).getByLabel("Message")).toHaveValue(visitor.message);
    await contactForm(page)
      .getByRole("button", { name: /send message/i })
      .click();
    await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
    expect(service.sent).toHaveLength(1);
  });
});

test.describe("fault matrix: the page's code", () => {
  test.skip(
    onNginx,
    "the page's files are answered in the browser (page.route): the same whichever server sent the page",
  );

  const notice = (page: Page) => page.getByRole("alert").filter({ hasText: "could not be loaded" });
  const send = (page: Page) => contactForm(page).getByRole("button", { name: /send message/i });
  /** The contact forms' island code (app/islands/forms.tsx), Astro's retry of it included. */
  const FORMS_CODE = /\/assets\/forms\.[\w-]+\.js(\?.*)?$/;

  // Pages load no script file of their own before an island is used; were one to come back, its
  // failure must not hold the islands (it did: a lead was lost).
  test("page's own script file missing (404) :: the forms load and send all the same @lead", async ({
    page,
  }) => {
    await page.route(/\/assets\/page\.[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
    const service = await emailService(page, [200]);
    await openPage(page, "/contactUs");
    await fillContact(page);
    await send(page).click();
    await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
    expect(service.sent).toHaveLength(1);
  });

  test("form's code missing (404) before its first use :: within 10 s the notice with the email address; Send never busy; typing kept @lead", async ({
    page,
  }) => {
    await page.clock.install();
    await page.route(FORMS_CODE, (route) => route.fulfill({ status: 404, body: "" }));
    await openPage(page, "/contactUs");
    // The first use asks for the form's code; it fails (and once more, as Astro retries).
    await fillContact(page);
    await page.clock.runFor(ISLAND_GIVE_UP_MS);
    await expect(notice(page)).toBeVisible();
    await expect(notice(page).getByRole("link")).toHaveAttribute("href", /^mailto:.+@/);
    // Send on a form that has no code: nothing is held (no busy button), the notice takes focus.
    await send(page).click({ force: true });
    await expect(send(page)).not.toHaveAttribute("aria-busy");
    await expect(notice(page)).toBeFocused();
    await page.clock.runFor(ISLAND_GIVE_UP_MS);
    await expect(send(page)).not.toHaveAttribute("aria-busy");
    await expect(contactForm(page).getByLabel("Message")).toHaveValue(visitor.message);
    await expect(contactForm(page).getByLabel("Email")).toHaveValue(visitor.email);
  });

  test("form's code never comes :: a Send held meanwhile is released within 10 s, with the notice @lead", async ({
    page,
  }) => {
    await page.clock.install();
    await page.route(FORMS_CODE, () => {}); // never answered
    await openPage(page, "/contactUs");
    await fillContact(page);
    await send(page).click({ force: true });
    await expect(send(page)).toHaveAttribute("aria-busy", "true");
    await page.clock.runFor(ISLAND_GIVE_UP_MS);
    await expect(send(page)).not.toHaveAttribute("aria-busy");
    await expect(notice(page)).toBeFocused();
    await expect(contactForm(page).getByLabel("Message")).toHaveValue(visitor.message);
  });

  for (const [name, code, open, placeholder, failure] of [
    ["chat", /\/assets\/chat\.[\w-]+\.js(\?.*)?$/, "Chat with us", "status", "could not be opened"],
    ["search", /\/assets\/search\.[\w-]+\.js(\?.*)?$/, "Search the site", "dialog", "could not be loaded"],
  ] as const) {
    test(`${name}'s code missing (404) :: its placeholder says so and is no longer busy`, async ({
      page,
    }) => {
      await page.clock.install();
      await page.route(code, (route) => route.fulfill({ status: 404, body: "" }));
      await openPage(page, "/java");
      await page.getByRole("button", { name: open }).click();
      await page.clock.runFor(ISLAND_GIVE_UP_MS);
      const waiting = page.getByRole(placeholder).filter({ hasText: failure });
      await expect(waiting).toBeVisible();
      await expect(waiting).not.toHaveAttribute("aria-busy");
    });
  }
});

test.describe("fault matrix: the outbox's disk", () => {
  test.skip(onNginx, "nginx has no outbox: its 405 is covered by the post faults below");

  test("outbox disk full :: 507, the visitor keeps the message and the mailto @lead", async ({ page }) => {
    const server = await ownPreview(buildRoot, {
      dir: mkdtempSync(join(tmpdir(), "outbox-full-")),
      minFreeBytes: Number.MAX_SAFE_INTEGER,
    });
    try {
      await openPage(page, `${server.base}/contactUs`);
      await fillContact(page);
      await contactForm(page)
        .getByRole("button", { name: /send message/i })
        .click();
      await expectLeadKept(page);
      await expect(contactForm(page).getByRole("alert")).toContainText("error 507");
    } finally {
      await server.close();
    }
  });

  test("outbox unwritable :: 500, the visitor keeps the message, the server keeps serving @lead", async ({
    page,
  }) => {
    const parent = mkdtempSync(join(tmpdir(), "outbox-unwritable-"));
    writeFileSync(join(parent, "file"), "not a folder");
    const server = await ownPreview(buildRoot, { dir: join(parent, "file", "outbox") });
    try {
      await openPage(page, `${server.base}/contactUs`);
      await fillContact(page);
      await contactForm(page)
        .getByRole("button", { name: /send message/i })
        .click();
      await expectLeadKept(page);
      await expect(contactForm(page).getByRole("alert")).toContainText("error 500");
      expect(await rawStatus(server.base, "/company")).toBe(200);
    } finally {
      await server.close();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

test.describe("fault matrix: files under the server", () => {
  test("unreadable file :: answered (never a dropped connection), the server keeps serving", async () => {
    const server = await ownServerOnCopy();
    try {
      chmodSync(join(server.root, "favicon.svg"), 0o000);
      const status = await rawStatus(server.base, "/favicon.svg");
      // root reads anything; everyone else gets the error answered.
      expect(process.getuid?.() === 0 ? [200] : [403, 500]).toContain(status);
      expect(await rawStatus(server.base, "/company")).toBe(200);
    } finally {
      await server.dispose();
    }
  });

  test("vanishing files :: every request answered (200 or 404) while pages disappear", async () => {
    const server = await ownServerOnCopy();
    const copy = server;
    try {
      const pages = readdirSync(copy.root)
        .filter(
          (name) => name.endsWith(".html") && !["index.html", "404.html", "insightsBlog.html"].includes(name),
        )
        .map((name) => name.slice(0, -".html".length)); // insightsBlog redirects
      const requests = pages.flatMap((name) => [
        rawStatus(server.base, `/${name}`),
        rawStatus(server.base, `/${name}`, "GET", undefined, { "Accept-Encoding": "gzip" }),
      ]);
      for (const name of pages) {
        await new Promise((done) => setImmediate(done)); // interleave with the requests
        for (const suffix of ["", ".br", ".gz"])
          rmSync(join(copy.root, `${name}.html${suffix}`), { force: true });
      }
      const statuses = await Promise.all(requests);
      expect(statuses.filter((status) => status !== 200 && status !== 404)).toEqual([]);
      expect(await rawStatus(server.base, `/${pages[0]!}`)).toBe(404);
      expect(await rawStatus(server.base, "/")).toBe(200);
    } finally {
      await server.dispose();
    }
  });

  test("rebuild while serving :: answers throughout, then serves the new build", async () => {
    const server = await ownServerOnCopy();
    const copy = server;
    try {
      const during = Array.from({ length: 40 }, (_, i) =>
        rawStatus(server.base, i % 2 ? "/company" : "/favicon.svg"),
      );
      const old = `${copy.root}-old`;
      await new Promise((done) => setImmediate(done));
      renameSync(copy.root, old);
      cpSync(old, copy.root, { recursive: true });
      writeFileSync(join(copy.root, "rebuilt.txt"), "new build");
      rmSync(old, { recursive: true, force: true });
      const statuses = await Promise.all(during);
      expect(statuses.filter((status) => status !== 200 && status !== 404)).toEqual([]);
      expect(await rawStatus(server.base, "/rebuilt.txt")).toBe(200);
      unlinkSync(join(copy.root, "rebuilt.txt"));
      expect(await rawStatus(server.base, "/rebuilt.txt")).toBe(404);
    } finally {
      await server.dispose();
    }
  });
});

test.describe("fault matrix: hostile posts and clients", () => {
  const outboxPath = OUTBOX_PATH;
  // nginx takes no posts at all (405, or 413 past its 1 KB body limit).
  const refused = (status: number) => (onNginx ? [405, 413] : [status]);

  test("oversized post :: 413 while streaming (chunked too), others still served", async ({ baseURL }) => {
    const big = Buffer.alloc(4 * 1024 * 1024, 97);
    expect(refused(413)).toContain(
      await rawStatus(
        baseURL!,
        outboxPath,
        "POST",
        multipart([...serviceFields, file("cv", "cv.pdf", big.toString())]),
        formHeaders,
      ),
    );
    expect(refused(413)).toContain(
      await rawStatus(
        baseURL!,
        outboxPath,
        "POST",
        multipart([...serviceFields, file("cv", "cv.pdf", big.toString())]),
        { ...formHeaders, "Transfer-Encoding": "chunked" },
      ),
    );
    expect(await rawStatus(baseURL!, "/company")).toBe(200);
  });

  test("many-file post :: 413, nothing kept", async ({ baseURL }) => {
    const body = multipart([
      ...serviceFields,
      ...Array.from({ length: 50 }, (_, i) => file("cv", `cv-${i}.pdf`, "%PDF")),
    ]);
    expect(refused(413)).toContain(await rawStatus(baseURL!, outboxPath, "POST", body, formHeaders));
    expect(await rawStatus(baseURL!, "/company")).toBe(200);
  });

  test("long-name post :: a CV with a 600-byte non-Latin name is kept (nginx: no outbox, 405) @lead", async ({
    baseURL,
  }) => {
    const name = `${"履歴書".repeat(67)}.pdf`;
    const body = multipart([...serviceFields, file("cv", name, "%PDF-1.4 cv")]);
    expect(onNginx ? [405, 413] : [200]).toContain(
      await rawStatus(baseURL!, outboxPath, "POST", body, formHeaders),
    );
    expect(await rawStatus(baseURL!, "/company")).toBe(200);
  });

  test("malformed post :: 4xx, never 5xx", async ({ baseURL }) => {
    for (const [body, headers] of [
      [
        Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end'),
        { "Content-Type": "multipart/form-data; boundary=x" },
      ],
      [Buffer.from("{}"), { "Content-Type": "application/json" }],
      [Buffer.from("a=b"), { "Content-Type": "multipart/form-data" }],
      [multipart(serviceFields.slice(0, 2)), formHeaders],
    ] as const) {
      const status = await rawStatus(baseURL!, outboxPath, "POST", body, headers);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });

  test("cross-origin post :: 403 (nginx: 405), nothing kept", async ({ baseURL }) => {
    const body = multipart([...serviceFields, file("cv", "cv.pdf", "%PDF")]);
    expect(refused(403)).toContain(
      await rawStatus(baseURL!, outboxPath, "POST", body, {
        ...formHeaders,
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
      }),
    );
  });

  test("slow clients :: 30 half-sent requests hang, other visitors are still served", async ({ baseURL }) => {
    const { hostname, port } = new URL(baseURL!);
    const sockets = Array.from({ length: 30 }, () => {
      const socket = connect(Number(port), hostname);
      socket.on("error", () => {});
      socket.write("GET /company HTTP/1.1\r\nHost: slow\r\nX-Slow: ");
      return socket;
    });
    try {
      for (const path of ["/", "/company", "/contactUs"]) expect(await rawStatus(baseURL!, path)).toBe(200);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  test("idle connections from one address :: 1,000 of them, and other visitors are still served", async ({
    baseURL,
  }) => {
    const { hostname, port } = new URL(baseURL!);
    // As many as the preview server takes in all (serverLimits.maxConnections), from 127.0.0.2.
    const sockets = Array.from({ length: serverLimits.maxConnections }, () => {
      const socket = connect({ port: Number(port), host: hostname, localAddress: "127.0.0.2" });
      socket.on("error", () => {});
      return socket;
    });
    try {
      // Each is connected (or already closed): the server accepts them before the next visitor.
      await Promise.all(
        sockets.map(
          (socket) =>
            new Promise((done) =>
              socket.connecting ? socket.once("connect", done).once("close", done) : done(null),
            ),
        ),
      );
      const started = Date.now();
      for (const path of ["/", "/company"]) expect(await rawStatus(baseURL!, path)).toBe(200);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  test("load smoke :: 1,000 requests over 8 connections on loopback, 0 errors", async ({ baseURL }) => {
    const result = await loadSmoke(baseURL!, {
      requests: 1000,
      connections: 8,
      paths: ["/", "/company", "/contactUs", "/favicon.svg"],
    });
    expect(result.bad, result.line).toBe(0);
  });
});
