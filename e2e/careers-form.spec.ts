import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { MESSAGE_MAX_LENGTH } from "../app/content/constants";
import { siteContent } from "./site-map";
import { CV_MAX_BYTES } from "../app/features/careers/apply-schema";
import { blockSiteData, holdScripts, openPage, pressLooksDisabled, SERVER } from "./helpers";
import { expect, fakeEmailService, keptInOutbox, KEYED, servedWithOutbox, test } from "./email-service";

/**
 * Careers "Job not listed" apply form: validation and file rules against the server under test,
 * delivery (with the CV attached) against the keyed build, and the out-of-the-box outbox path
 * through the preview server of the unkeyed build. See e2e/contact.spec.ts for the two setups.
 */

const applyForm = (page: Page) => page.getByRole("form", { name: "Job not listed?" });
const submitOf = (form: Locator) => form.getByRole("button", { name: /send application/i });

/** The careers address the page shows next to the form. */
async function careersEmail(form: Locator) {
  const href = await form
    .getByText(/Or email your CV to/)
    .getByRole("link", { name: /@/ })
    .getAttribute("href");
  return href!.replace(/^mailto:/, "");
}

const pdfBytes = Buffer.concat([
  Buffer.from("%PDF-1.4\n% test CV\n"),
  Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251)),
]);
const cv = { name: "Ada Lovelace CV.pdf", mimeType: "application/pdf", buffer: pdfBytes };

async function fillApplication(
  page: Page,
  { message = "I build data pipelines and would love to join your analytics team." } = {},
) {
  const form = applyForm(page);
  await form.getByLabel("Full name").fill("Ada Lovelace");
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("Message").fill(message);
  await form.getByLabel("CV").setInputFiles(cv);
}

test.describe("careers apply form", () => {
  test("checks the CV's type and size with clear messages", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    await openPage(page, "/careers");
    const form = applyForm(page);
    await form.scrollIntoViewIfNeeded();
    await fillApplication(page);
    await expect(submitOf(form)).toBeEnabled();
    await expect(form.getByText("Ada Lovelace CV.pdf")).toBeVisible();

    const file = form.getByLabel("CV");
    await file.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("png") });
    await expect(form.getByText("Attach your CV as a PDF, DOC or DOCX file.")).toBeVisible();
    await expect(file).toHaveAttribute("aria-invalid", "true");
    await expect(submitOf(form)).toBeDisabled();

    await file.setInputFiles({
      name: "big.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 1),
    });
    await expect(form.getByText("The file must be 2 MB or smaller.")).toBeVisible();
    await expect(submitOf(form)).toBeDisabled();

    await file.setInputFiles({
      name: "cv.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: Buffer.from("PK docx"),
    });
    await expect(form.getByText(/2 MB or smaller\.|PDF, DOC or DOCX file\./)).toHaveCount(0);
    await expect(submitOf(form)).toBeEnabled();

    await file.setInputFiles([]);
    await expect(form.getByText("Attach your CV.")).toBeVisible();
    expect(posts).toEqual([]);
  });

  test("a CV picked before the form's code arrived counts once it has", async ({ page }) => {
    await openPage(page, "/careers");
    const form = applyForm(page);
    const part = page.locator("astro-island").filter({ has: form });
    await expect(part).not.toHaveAttribute("data-island");
    const release = await holdScripts(page);
    // The visitor's first act is choosing the file, on a slow connection.
    await form.getByLabel("CV").setInputFiles(cv);
    await expect(part).toHaveAttribute("data-island", "loading");
    release();
    await expect(part).toHaveAttribute("data-island", "ready");
    await expect(form.getByText("Ada Lovelace CV.pdf")).toBeVisible();
    // The file is still in the field the message is sent from (the form adopts it, then
    // react-hook-form registers the field anew, which empties a file input) and counts as given.
    await expect
      .poll(() => form.getByLabel("CV").evaluate((input: HTMLInputElement) => input.files?.length))
      .toBe(1);
    await form.getByLabel("Full name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill("ada@example.com");
    await form
      .getByLabel("Message")
      .fill("I build data pipelines and would love to join your analytics team.");
    await expect(submitOf(form)).toBeEnabled();
    await expect(form.getByText("Attach your CV.")).toHaveCount(0);
  });

  test("a wrong file picked before the form's code arrived is named once it has", async ({ page }) => {
    await openPage(page, "/careers");
    const form = applyForm(page);
    const part = page.locator("astro-island").filter({ has: form });
    const release = await holdScripts(page);
    await form
      .getByLabel("CV")
      .setInputFiles({ name: "cv.exe", mimeType: "application/x-msdownload", buffer: Buffer.from("MZ") });
    await expect(part).toHaveAttribute("data-island", "loading");
    release();
    await expect(part).toHaveAttribute("data-island", "ready");
    // As on a ready page: choosing a file touches its field, so the reason shows at once.
    await expect(form.getByText("Attach your CV as a PDF, DOC or DOCX file.")).toBeVisible();
    await expect(form.getByLabel("CV")).toHaveAttribute("aria-invalid", "true");
  });

  test("an invalid submit shows every message", async ({ page }) => {
    await openPage(page, "/careers");
    const form = applyForm(page);
    await pressLooksDisabled(submitOf(form)); // still reveals the messages
    for (const text of [
      "Full name is required.",
      "Email is required.",
      "Message is required.",
      "Attach your CV.",
    ]) {
      await expect(form.getByText(text)).toBeVisible();
    }
  });

  test("the out-of-the-box outbox keeps the application with its CV", SERVER, async ({ page }) => {
    await openPage(page, "/careers");
    const form = applyForm(page);
    test.skip((await form.getAttribute("data-delivery")) !== "outbox", "this build has an email-service key");
    const token = `outbox-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await fillApplication(page, { message: `Please keep this application safe: ${token}` });
    await submitOf(form).click();

    if (!servedWithOutbox) {
      // A static host has no outbox: the visitor is told and gets the mailto fallback.
      await expect(form.getByRole("alert")).toContainText("Your message was not sent.");
      const mailto = await form.getByRole("link", { name: "Email us instead" }).getAttribute("href");
      expect(mailto).toMatch(new RegExp(`^mailto:${await careersEmail(form)}\\?`));
      return;
    }
    await expect(page.getByRole("dialog", { name: "Application sent" })).toBeVisible();
    const { folder, message: saved } = keptInOutbox(token);
    expect(saved.fields).toMatchObject({
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      lib_version: "4.4.1",
      template_id: process.env.VITE_EMAILJS_TEMPLATE_CAREERS || "template_careers",
      user_id: "local-outbox",
    });
    expect(saved.attachments).toEqual([
      { field: "cv", filename: cv.name, savedAs: cv.name, type: "application/pdf", bytes: pdfBytes.length },
    ]);
    expect(readFileSync(join(folder, cv.name)).equals(pdfBytes)).toBe(true);
  });

  test("the outbox keeps a CV of exactly 2 MB and a message at the maximum the form shows", async ({
    page,
  }) => {
    test.skip(!servedWithOutbox, "a static host has no outbox");
    await openPage(page, "/careers");
    const form = applyForm(page);
    test.skip((await form.getAttribute("data-delivery")) !== "outbox", "this build has an email-service key");
    const token = `max-${Date.now().toString(36)}`;
    // The longest message, with a line break (sent as CRLF, counted once) every 60 characters.
    const message = `${token} `.padEnd(MESSAGE_MAX_LENGTH, "a").replace(/(.{59})./g, "$1\n");
    const twoMegabytes = Buffer.concat([pdfBytes, Buffer.alloc(CV_MAX_BYTES - pdfBytes.length, 7)]);
    await fillApplication(page, { message });
    await form.getByLabel("CV").setInputFiles({ ...cv, buffer: twoMegabytes });
    await expect(form.getByText(`${MESSAGE_MAX_LENGTH} / ${MESSAGE_MAX_LENGTH}`)).toBeVisible();
    await submitOf(form).click();
    await expect(page.getByRole("dialog", { name: "Application sent" })).toBeVisible();
    const { message: saved } = keptInOutbox(token);
    expect(saved.fields.message).toBe(message);
    expect(saved.attachments[0].bytes).toBe(CV_MAX_BYTES);
  });
});

test.describe("careers apply form with site data blocked (storage throws SecurityError)", () => {
  test("the application with its CV is sent through the outbox and kept", async ({ page }) => {
    test.skip(!servedWithOutbox, "a static host has no outbox");
    await blockSiteData(page);
    await page.goto("/careers");
    const form = applyForm(page);
    test.skip((await form.getAttribute("data-delivery")) !== "outbox", "this build has an email-service key");
    const token = `blocked-${Date.now().toString(36)}`;
    await fillApplication(page, {
      message: `Please keep this application although storage is off: ${token}`,
    });
    // The form's code has come: its button answers.
    await expect(submitOf(form)).toBeEnabled();
    await submitOf(form).click();
    await expect(page.getByRole("dialog", { name: "Application sent" })).toBeVisible();
    const { message: saved } = keptInOutbox(token);
    expect(saved.fields).toMatchObject({ fullName: "Ada Lovelace", email: "ada@example.com" });
    expect(saved.attachments).toMatchObject([{ field: "cv", filename: cv.name, bytes: pdfBytes.length }]);
  });

  test("the application is sent through the email service with its CV", async ({ page, keyedURL }) => {
    test.skip(process.env.E2E_SERVER === "nginx", "delivery tests use their own preview server; run once");
    const service = await fakeEmailService(page);
    await blockSiteData(page);
    await page.goto(`${keyedURL}/careers`);
    const form = applyForm(page);
    await fillApplication(page);
    await submitOf(form).click();
    await expect(page.getByRole("dialog", { name: "Application sent" })).toBeVisible();
    expect(service.sent).toHaveLength(1);
    expect(service.sent[0]!.fields).toMatchObject({
      fullName: "Ada Lovelace",
      template_id: KEYED.templates.careers,
    });
    expect(service.sent[0]!.files).toMatchObject([{ field: "cv", filename: cv.name }]);
  });
});

test.describe("careers delivery through the email service", () => {
  test.beforeEach(() =>
    test.skip(process.env.E2E_SERVER === "nginx", "delivery tests use their own preview server; run once"),
  );

  test("sends the application with the CV attached, then thanks and resets", async ({ page, keyedURL }) => {
    const service = await fakeEmailService(page);
    await openPage(page, `${keyedURL}/careers`);
    const form = applyForm(page);
    await fillApplication(page);
    await submitOf(form).click();

    const dialog = page.getByRole("dialog", { name: "Application sent" });
    await expect(dialog).toBeVisible();
    expect(service.sent).toHaveLength(1);
    const [sent] = service.sent;
    expect(sent!.fields).toEqual({
      jobId: "",
      jobTitle: "General application (job not listed)",
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      message: "I build data pipelines and would love to join your analytics team.",
      lib_version: "4.4.1",
      service_id: KEYED.serviceId,
      template_id: KEYED.templates.careers,
      user_id: KEYED.publicKey,
    });
    expect(sent!.files).toHaveLength(1);
    expect(sent!.files[0]).toMatchObject({ field: "cv", filename: cv.name, type: "application/pdf" });
    expect(sent!.files[0]!.data.equals(pdfBytes)).toBe(true);

    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(form.getByLabel("Full name")).toHaveValue("");
    await expect(form.getByLabel("CV")).toHaveValue("");
    await expect(form.getByText("No file chosen yet")).toBeVisible();
    await expect(submitOf(form)).toBeDisabled();
  });

  test("on a position page the application carries the job id and title to the email template", async ({
    page,
    keyedURL,
  }) => {
    const [position] = siteContent.openPositions;
    const service = await fakeEmailService(page);
    await openPage(page, `${keyedURL}${position!.path}`);
    const form = page.getByRole("form", { name: `Apply for ${position!.title}` });
    await expect(form).toContainText(`Applying for ${position!.title} (Job ID ${position!.jobId})`);
    await form.getByLabel("Full name").fill("Ada Lovelace");
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByLabel("Message").fill("Eight years of Spring Boot services for payment providers.");
    await form.getByLabel("CV").setInputFiles(cv);
    await submitOf(form).click();

    const dialog = page.getByRole("dialog", { name: "Application sent" });
    await expect(dialog).toContainText(`your application for ${position!.title} (${position!.jobId})`);
    expect(service.sent).toHaveLength(1);
    expect(service.sent[0]!.fields).toMatchObject({
      jobId: position!.jobId,
      jobTitle: position!.title,
      fullName: "Ada Lovelace",
      template_id: KEYED.templates.careers,
    });
    expect(service.sent[0]!.files[0]).toMatchObject({ field: "cv", filename: cv.name });
  });

  test("a failure keeps the application, retries with the file and offers mailto to careers", async ({
    page,
    keyedURL,
  }) => {
    const service = await fakeEmailService(page, [
      { status: 500, body: "Internal Server Error" },
      { status: 200 },
    ]);
    await openPage(page, `${keyedURL}/careers`);
    const form = applyForm(page);
    await fillApplication(page);
    await submitOf(form).click();
    const alert = form.getByRole("alert");
    await expect(alert).toContainText(/having trouble \(error 500\)/);
    await expect(form.getByLabel("Full name")).toHaveValue("Ada Lovelace");
    await expect(form.getByText(cv.name)).toBeVisible();
    const mailto = new URL(
      (await alert.getByRole("link", { name: "Email us instead" }).getAttribute("href"))!,
    );
    expect(mailto.protocol + mailto.pathname).toBe(`mailto:${await careersEmail(form)}`);
    expect(mailto.searchParams.get("body")).toContain("analytics team");

    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("dialog", { name: "Application sent" })).toBeVisible();
    expect(service.sent).toHaveLength(2);
    expect(service.sent[1]!.files[0]!.data.equals(pdfBytes)).toBe(true);
  });
});
