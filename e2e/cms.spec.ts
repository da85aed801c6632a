import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { adminContentSecurityPolicy } from "../deploy/policy.mjs";

/**
 * The content editor (Decap CMS): in the build at /admin under its own CSP, and `npm run cms`'s
 * local editing, done in the browser on a throwaway copy of the project (never this checkout's
 * content/).
 */

test("the built editor loads under its own CSP, and no site page loads any of it", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/.test(message.text()))
      violations.push(message.text());
  });
  const response = await page.goto("/admin");
  expect(response?.headers()["content-security-policy"]).toBe(adminContentSecurityPolicy);
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible();
  expect(violations).toEqual([]);

  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  const site = await page.goto("/careers");
  expect(site?.headers()["content-security-policy"]).not.toContain("'unsafe-eval'");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(requests.filter((path) => path.startsWith("/admin"))).toEqual([]);
});

/**
 * Opens a page of the dev server while it may be rebuilding after a save: a navigation that the
 * dev server's own reload aborts is simply tried again by the surrounding poll.
 */
async function openDuringRebuild(page: Page, url: string): Promise<boolean> {
  return page.goto(url).then(
    () => true,
    () => false,
  );
}

test.describe("editing in the browser (npm run cms)", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  test.skip(
    process.env.E2E_SERVER === "nginx",
    "edits through the dev server, whichever server serves the build; run once",
  );
  const port = Number(process.env.E2E_PORT ?? 4173) + 60;
  const proxyPort = port + 1;
  const base = `http://127.0.0.1:${port}`;
  let dir = "";
  const children: ChildProcess[] = [];

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const root = join(import.meta.dirname, "..");
    dir = mkdtempSync(join(tmpdir(), "cms-e2e-"));
    for (const entry of [
      "app",
      "content",
      "public",
      "scripts",
      "deploy",
      "package.json",
      "vite.config.ts",
      "react-router.config.ts",
      "tsconfig.json",
    ])
      cpSync(join(root, entry), join(dir, entry), { recursive: true });
    symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
    children.push(
      spawn(
        process.execPath,
        ["scripts/cms.mjs", "--port", String(port), "--host", "127.0.0.1", "--strictPort"],
        {
          cwd: dir,
          stdio: "ignore",
          env: { ...process.env, CMS_PROXY_PORT: String(proxyPort) },
          detached: true,
        },
      ),
    );
    await expect
      .poll(async () => (await fetch(`${base}/admin/config.yml`).catch(() => null))?.status ?? 0, {
        timeout: 120_000,
      })
      .toBe(200);
  });

  test.afterAll(() => {
    for (const child of children)
      if (child.pid)
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          /* gone */
        }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("an editor changes a service's title and saves: the file changes and the page shows it", async ({
    page,
  }) => {
    await page.goto(`${base}/admin/`);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("link", { name: "Software services", exact: true }).click();
    await page.getByRole("link", { name: /Java Development/ }).click();
    const title = page.getByLabel("Browser title");
    await expect(title).toHaveValue("Java Development and Modernization Services");
    await title.fill("Java Engineering and Modernization");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect
      .poll(() => readFileSync(join(dir, "content/services/java.yml"), "utf8"), { timeout: 20_000 })
      .toContain("title: Java Engineering and Modernization\n");
    await expect
      .poll(
        async () => {
          return (await openDuringRebuild(page, `${base}/java`)) ? page.title() : "";
        },
        { timeout: 60_000 },
      )
      .toMatch(/^Java Engineering and Modernization \|/);
  });

  test("an editor adds a position: a new file, and a new row in the careers table", async ({ page }) => {
    await page.goto(`${base}/admin/#/collections/positions/new`);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByLabel("Address").fill("qa-engineer-bangalore");
    await page.getByLabel("Job title").fill("QA Engineer");
    await page.getByLabel("Department").click();
    await page.getByRole("option", { name: "Software Development" }).click();
    await page.getByLabel("Requisition number").fill("ALT-QA-0502");
    await page.getByLabel("Location").click();
    await page.getByRole("option", { name: "Bangalore" }).click();
    await page.getByLabel("Employment type").click();
    await page.getByRole("option", { name: "Full-time" }).click();
    await page.getByLabel("Posted on").fill("2026-11-20");
    await page.getByLabel("Open until").fill("2027-03-31");
    await page
      .getByLabel("Summary")
      .fill(
        "Test web and API releases for our banking and logistics clients: automated suites, exploratory testing and release sign-off.",
      );
    await page.getByRole("button", { name: "Add about the role" }).click();
    await page.getByRole("button", { name: "Add responsibilities" }).click();
    await page.getByRole("button", { name: "Add requirements" }).click();
    await page
      .getByLabel("Paragraph")
      .fill(
        "You keep our clients' releases safe: you plan the tests, automate what repeats and sign off each release.",
      );
    await page
      .getByLabel("Responsibility")
      .fill("Automate web and API tests with Playwright and REST Assured");
    await page.getByLabel("Requirement").fill("3 or more years of test automation in a delivery team");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    const file = join(dir, "content/positions/qa-engineer-bangalore.yml");
    await expect
      .poll(() => (existsSync(file) ? readFileSync(file, "utf8") : ""), { timeout: 20_000 })
      .toContain("jobId: ALT-QA-0502\n");
    await expect
      .poll(
        async () => {
          if (!(await openDuringRebuild(page, `${base}/careers`))) return 0;
          return page.getByRole("row", { name: /QA Engineer/ }).count();
        },
        { timeout: 60_000 },
      )
      .toBe(1);
    await expect(page.getByRole("row", { name: /QA Engineer/ })).toContainText("Bangalore");
  });

  test("an editor writes an article: a Markdown file, listed on /insights with its own page", async ({
    page,
  }) => {
    await page.goto(`${base}/admin/#/collections/articles/new`);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByLabel("Title").fill("Salesforce Release Readiness in Four Steps");
    await page
      .getByLabel("Summary")
      .fill(
        "How we prepare client orgs for each Salesforce release: sandbox previews, regression runs, and a short briefing for admins.",
      );
    await page.getByLabel("Published on").fill("2026-11-18");
    await page.getByLabel("Illustration", { exact: true }).click();
    await page.getByRole("option", { name: "article-flow-builder" }).click();
    await page.getByLabel("Illustration description").fill("Abstract illustration of a release calendar");
    await page.getByLabel("Category").fill("Salesforce");
    await page.getByLabel("Author").fill("Salesforce Practice Team");
    // Decap's Markdown editor (Slate) is a textbox its label does not name.
    await page.locator('[role="textbox"][data-slate-editor="true"]').click();
    await page.keyboard.type("Three times a year Salesforce upgrades every org. Here is how we get ready.");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    const file = join(dir, "content/articles/salesforce-release-readiness-in-four-steps.md");
    await expect
      .poll(() => (existsSync(file) ? readFileSync(file, "utf8") : ""), { timeout: 20_000 })
      .toMatch(
        /^---\n[\s\S]*title: Salesforce Release Readiness in Four Steps\n[\s\S]*---\n\n?Three times a year/,
      );
    await expect
      .poll(
        async () => {
          if (!(await openDuringRebuild(page, `${base}/insights`))) return 0;
          return page.getByRole("link", { name: /Salesforce Release Readiness in Four Steps/ }).count();
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    await page
      .getByRole("link", { name: /Salesforce Release Readiness in Four Steps/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/insights\/salesforce-release-readiness-in-four-steps$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Salesforce Release Readiness in Four Steps",
    );
  });
});
