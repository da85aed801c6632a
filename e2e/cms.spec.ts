import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { adminContentSecurityPolicy } from "../deploy/policy.mjs";

/**
 * The content editor (Decap CMS): in the build at /admin under its own CSP, and `npm run cms`'s
 * local editing, done in the browser on a throwaway copy of the project (never this checkout's
 * content/).
 */

test("the built editor loads under its own CSP, and no site page loads any of it", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/.test(message.text())) violations.push(message.text());
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

test.describe("editing in the browser (npm run cms)", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  const port = Number(process.env.E2E_PORT ?? 4173) + 60;
  const proxyPort = port + 1;
  const base = `http://127.0.0.1:${port}`;
  let dir = "";
  const children: ChildProcess[] = [];

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const root = join(import.meta.dirname, "..");
    dir = mkdtempSync(join(tmpdir(), "cms-e2e-"));
    for (const entry of ["app", "content", "public", "scripts", "deploy", "package.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"])
      cpSync(join(root, entry), join(dir, entry), { recursive: true });
    symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
    children.push(
      spawn(process.execPath, ["scripts/cms.mjs", "--port", String(port), "--host", "127.0.0.1", "--strictPort"], {
        cwd: dir,
        stdio: "ignore",
        env: { ...process.env, CMS_PROXY_PORT: String(proxyPort) },
        detached: true,
      }),
    );
    await expect
      .poll(async () => (await fetch(`${base}/admin/config.yml`).catch(() => null))?.status ?? 0, { timeout: 120_000 })
      .toBe(200);
  });

  test.afterAll(() => {
    for (const child of children) if (child.pid) try { process.kill(-child.pid, "SIGTERM"); } catch { /* gone */ }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("an editor changes a service's title and saves: the file changes and the page shows it", async ({ page }) => {
    await page.goto(`${base}/admin/`);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("link", { name: "Software services", exact: true }).click();
    await page.getByRole("link", { name: /Java Development/ }).click();
    const title = page.getByLabel("Browser title");
    await expect(title).toHaveValue("Java Development and Modernization Services");
    await title.fill("Java Engineering and Modernization");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect.poll(() => readFileSync(join(dir, "content/services/java.yml"), "utf8"), { timeout: 20_000 }).toContain(
      "title: Java Engineering and Modernization\n",
    );
    await expect
      .poll(async () => {
        await page.goto(`${base}/java`);
        return page.title();
      }, { timeout: 60_000 })
      .toMatch(/^Java Engineering and Modernization \|/);
  });
});
