import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { adminContentSecurityPolicy } from "../deploy/policy.mjs";
import sharp from "sharp";
import { parse, stringify } from "yaml";
import { localConfig } from "../scripts/cms.mjs";

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

test("the sign-in popup the editor opens can hand the token back to it (window.opener)", async ({
  page,
  context,
}) => {
  // The OAuth page (Decap's default GitHub sign-in, on another origin), answered here: a page that
  // sends no opener policy of its own, as the real ones.
  await context.route(/^https:\/\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Sign in</title>" }),
  );
  const response = await page.goto("/admin");
  expect(response?.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Login with GitHub" }).click(),
  ]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).origin).not.toBe(new URL(page.url()).origin);
  expect(await popup.evaluate(() => window.opener !== null)).toBe(true);
});

test("the editor starts when its own script comes last, after Decap's bundle and its config", async ({
  page,
}) => {
  // Decap starts itself as its bundle runs and asks for the config at once; the config names the
  // site's checked backend, which the editor's script registers. Here that script is held until
  // Decap's bundle has arrived and, if the page runs it first, Decap has had its config.
  const html = await (await page.request.get("/admin/")).text();
  const decapRunsFirst = /<script[^>]* src="[^"]*decap-cms\.js"/.test(html);
  const decapArrived = page
    .waitForResponse((response) => response.url().endsWith("/admin/decap-cms.js"))
    .then((response) => response.finished());
  const configs: Promise<unknown>[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/admin/config.yml")) configs.push(request.response());
  });
  await page.route("**/admin/preview.js", async (route) => {
    await decapArrived;
    if (decapRunsFirst) await expect.poll(() => configs.length).toBeGreaterThan(0);
    await Promise.all(configs);
    await route.continue();
  });
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible();
});

test("the editor says so when Decap's bundle does not load", async ({ page }) => {
  await page.route("**/admin/decap-cms.js", (route) => route.abort());
  await page.goto("/admin/");
  await expect(
    page.getByText("The editor's files did not load. Check the connection and reload the page."),
  ).toBeVisible();
});

/** Whether the document of `element` has loaded the site's font (not only named it in a rule). */
const siteFontLoaded = (element: Element) =>
  [...element.ownerDocument.fonts].some(
    (face) => face.family.includes("Plus Jakarta Sans") && face.status === "loaded",
  );

/**
 * The preview pane of the built editor, on Decap's local backend (decap-server on a copy of
 * content/; the built config.yml gets the local backend that `npm run cms` gives it): each entry is
 * drawn by the site's own components and stylesheet, in the light and the dark theme.
 */
test.describe("the preview pane (the built editor)", () => {
  test.describe.configure({ mode: "serial" }); // one local backend
  const proxyPort = Number(process.env.E2E_PORT ?? 4173) + 62;
  let dir = "";
  let backend: ChildProcess | undefined;

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "cms-preview-"));
    cpSync(join(import.meta.dirname, "..", "content"), join(dir, "content"), { recursive: true });
    backend = spawn(
      process.execPath,
      [join(import.meta.dirname, "../node_modules/decap-server/dist/index.js")],
      {
        stdio: "ignore",
        env: {
          ...process.env,
          PORT: String(proxyPort),
          MODE: "fs",
          GIT_REPO_DIRECTORY: dir,
          BIND_HOST: "127.0.0.1",
        },
      },
    );
    await expect
      .poll(
        async () => (await fetch(`http://127.0.0.1:${proxyPort}/api/v1`).catch(() => null))?.status ?? 0,
        {
          timeout: 30_000,
        },
      )
      .toBe(404); // up: it answers (only POST is an API call)
  });

  test.afterAll(() => {
    backend?.kill("SIGTERM");
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The style of an element that the pages' look depends on, to compare preview and site. */
  const look = (element: Element) => {
    const style = getComputedStyle(element);
    return { fontFamily: style.fontFamily, fontWeight: style.fontWeight, color: style.color };
  };

  const SAMPLES = [
    { collection: "services", entry: "java", path: "/java", heading: "What we do" },
    {
      collection: "positions",
      entry: "senior-java-engineer-bangalore",
      path: "/careers/senior-java-engineer-bangalore",
      heading: "About the role",
    },
    { collection: "articles", entry: "flow-builder", path: "/insights/flow-builder", heading: undefined },
    // Single pages: files of the Pages collection, previewed by their file's name. One preview
    // template draws them all (app/admin/preview.tsx); two stand for the rest: the home page, whose
    // invitation stays out of its preview, and a legal page, which has a layout of its own.
    { collection: "pages", entry: "home", path: "/", heading: "Your partner for technology that works" },
    { collection: "pages", entry: "privacy", path: "/privacy", heading: "Who is responsible" },
  ];

  // One editor, signed in once, goes from entry to entry as an owner would (each entry is a step).
  test("each collection's entry previews as its page, in light and dark", async ({ page, browser }) => {
    test.setTimeout(180_000);
    // The server's part (the editor's CSP lets the preview draw the page) is the same for every
    // collection: nginx checks it on one.
    const samples =
      process.env.E2E_SERVER === "nginx"
        ? SAMPLES.filter(({ collection }) => collection === "articles")
        : SAMPLES;
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") violations.push(message.text());
    });
    // The editor's CSP lets it reach only its own origin: the backend is reached through it.
    await page.route("**/admin/config.yml", async (route) => {
      // A kept-alive connection that the server closes as it is reused is tried again, as a
      // browser does (nginx closes idle ones after 5 s: ECONNRESET on the nginx stage).
      const response = await route.fetch({ maxRetries: 2 });
      const config = parse(localConfig(await response.text(), String(proxyPort)));
      config.backend.proxy_url = new URL("/local-backend/api/v1", page.url()).href;
      await route.fulfill({ response, body: stringify(config) });
    });
    await page.route("**/local-backend/api/v1", async (route) => {
      const response = await route.fetch({ url: `http://127.0.0.1:${proxyPort}/api/v1`, maxRetries: 2 });
      await route.fulfill({ response });
    });
    const entryUrl = ({ collection, entry }: (typeof SAMPLES)[number]) =>
      `/admin/#/collections/${collection}/entries/${entry}`;
    await page.goto("/admin/");
    await page.getByRole("button", { name: "Login" }).click();
    const preview = page.frameLocator("#preview-pane");
    const site = await browser.newPage();

    for (const sample of samples) {
      const { entry, path, heading } = sample;
      await test.step(`${sample.collection}: ${entry}`, async () => {
        await page.goto(entryUrl(sample)); // the editor's own route (#/…): the same document
        await site.goto(path);
        const title = await site.getByRole("heading", { level: 1 }).textContent();
        // The first entry's preview comes once the editor has read the entry through the backend
        // and drawn the page: that took over 10 s once, with Lighthouse beside it (the nginx stage).
        await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title ?? "", { timeout: 30_000 });
        await expect
          .poll(() => preview.getByRole("heading", { level: 1 }).evaluate(siteFontLoaded), {
            timeout: 30_000,
          })
          .toBe(true);
        // A section heading in the page's own colours (the hero is dark in both themes).
        const section = (target: typeof site | typeof preview) =>
          heading
            ? target.getByRole("heading", { level: 2, name: heading, exact: true })
            : target.locator("main h2").first();
        // The home page's invitation stays out of the preview: it would cover the page being edited.
        if (entry === "home") await expect(preview.getByRole("dialog")).toHaveCount(0);
        // The theme the preview opens in (the last entry's choice), then the other by its switch.
        const toggle = preview.getByRole("button", { name: "Dark theme" });
        const opening = (await toggle.getAttribute("aria-pressed")) === "true" ? "dark" : "light";
        for (const scheme of opening === "dark"
          ? (["dark", "light"] as const)
          : (["light", "dark"] as const)) {
          if (scheme !== opening) await toggle.click();
          await expect(toggle).toHaveAttribute("aria-pressed", String(scheme === "dark"));
          await site.emulateMedia({ colorScheme: scheme });
          const wanted = await section(site).evaluate(look);
          await expect.poll(() => section(preview).evaluate(look)).toEqual(wanted);
          expect(wanted.fontFamily).toMatch(/Plus Jakarta Sans/);
          // The site's h1 as well: the font is the site's, not the editor's.
          expect(await preview.getByRole("heading", { level: 1 }).evaluate(look)).toEqual(
            await site.getByRole("heading", { level: 1 }).evaluate(look),
          );
        }
      });
    }
    await site.close();
    expect(violations).toEqual([]);
  });
});

/**
 * Opens a page of the dev server while it may be rebuilding after a save: a navigation that the
 * dev server's own reload aborts, or that never ends (Chromium, when that reload meets the
 * navigation: no request pending, no load event, seen under load), is simply tried again by the
 * surrounding poll.
 */
async function openDuringRebuild(page: Page, url: string): Promise<boolean> {
  return page.goto(url, { timeout: 15_000 }).then(
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
      "astro.config.mjs",
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
    // The rendered pages' ids, which the editor checks a link's #anchor against before it saves.
    await expect
      .poll(async () => (await fetch(`${base}/admin/anchors.json`).catch(() => null))?.status ?? 0, {
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

  test("an owner changes one heading: the file changes by that one line, its comments kept", async ({
    page,
  }) => {
    const file = join(dir, "content/pages/company.yml");
    const before = readFileSync(file, "utf8");
    await page.goto(`${base}/admin/#/collections/pages/entries/company`);
    await page.getByRole("button", { name: "Login" }).click();
    const heading = page.getByLabel("Heading", { exact: true }).first();
    await expect(heading).toHaveValue("Technology partners who stay accountable for results");
    await heading.fill("Technology partners who answer for results");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect.poll(() => readFileSync(file, "utf8"), { timeout: 20_000 }).not.toBe(before);
    const after = readFileSync(file, "utf8").split("\n");
    expect(after).toHaveLength(before.split("\n").length);
    expect(after.filter((line, index) => line !== before.split("\n")[index])).toEqual([
      "  title: Technology partners who answer for results",
    ]);
  });

  test("an owner types dates digit by digit: the file holds the dates meant, a half-typed year is refused", async ({
    page,
  }) => {
    const file = join(dir, "content/positions/marketing-manager-usa.yml");
    await page.goto(`${base}/admin/#/collections/positions/entries/marketing-manager-usa`);
    await page.getByRole("button", { name: "Login" }).click();
    const posted = page.getByLabel("Posted on");
    const until = page.getByLabel("Open until");
    await expect(posted).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    /** A click on the month (the field's left end, in an en-US browser), then the keys one by one. */
    const type = async (field: typeof posted, keys: string) => {
      const box = (await field.boundingBox())!;
      await field.click({ position: { x: 12, y: box.height / 2 } });
      await field.pressSequentially(keys);
    };
    await type(posted, "11252026");
    await type(until, "04202027");
    await expect(posted).toHaveValue("2026-11-25");
    await expect(until).toHaveValue("2027-04-20");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect
      .poll(() => readFileSync(file, "utf8"), { timeout: 20_000 })
      .toMatch(/^datePosted: 2026-11-25\nvalidThrough: 2027-04-20\n/m);

    // A year typed half (0202) is a date of the calendar, but not one meant: refused in words,
    // under the field once it is left and on Publish; the file keeps the last date.
    await type(until, "0420202");
    await page.getByLabel("Summary").click(); // the field is left
    const sentence = '"0202-04-20": the year must be between 1990 and 2099';
    await expect(page.getByText(sentence)).toBeVisible();
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect(page.getByText(`Open until: ${sentence}`)).toBeVisible();
    expect(readFileSync(file, "utf8")).toMatch(/^validThrough: 2027-04-20\n/m);
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

  test("an owner adds a phone photo to an article: the page sends it as AVIF or WebP with its size", async ({
    page,
  }) => {
    // A landscape photo as a phone takes it: 4032 x 3024, JPEG.
    const photo = await sharp({
      create: { width: 4032, height: 3024, channels: 3, background: { r: 40, g: 90, b: 160 } },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    await page.goto(`${base}/admin/#/collections/articles/entries/marketing`);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("button", { name: "Choose an image" }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: "team-day.jpg",
      mimeType: "image/jpeg",
      buffer: photo,
    });
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page.getByLabel("Picture description").fill("Our marketing team planning a campaign");
    // The preview shows the photo in the hero, before anything is published: the chosen file,
    // which the editor holds until then, drawn (not a picture that failed to load).
    const previewPhoto = page
      .frameLocator("#preview-pane")
      .getByRole("img", { name: "Our marketing team planning a campaign" });
    await expect(previewPhoto).toBeVisible();
    await expect
      .poll(() => previewPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(4032);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect
      .poll(() => readFileSync(join(dir, "content/articles/marketing.md"), "utf8"), { timeout: 20_000 })
      .toContain(
        "photo:\n  src: /media/uploads/team-day.jpg\n  alt: Our marketing team planning a campaign\n",
      );
    await expect.poll(() => existsSync(join(dir, "content/media/team-day.jpg"))).toBe(true);

    // Until its sizes are made the page draws the photo as sent (app/content/uploads.ts), then the
    // converted one, with its own size.
    const hero = page.getByRole("img", { name: "Our marketing team planning a campaign" });
    await expect
      .poll(
        async () =>
          (await openDuringRebuild(page, `${base}/insights/marketing`)) && (await hero.count()) === 1
            ? hero.getAttribute("width")
            : null,
        { timeout: 120_000 },
      )
      .toBe("4032");
    await expect(hero).toHaveAttribute("height", "3024");
    const sources = page.locator("main picture source");
    await expect(sources).toHaveCount(2);
    expect(await sources.evaluateAll((list) => list.map((source) => source.getAttribute("type")))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    // What a visitor's browser fetches: the AVIF at the width the layout needs, a few KB.
    const chosen = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(chosen).toMatch(/\/media\/uploads\/team-day-[0-9a-f]{10}-\d+\.avif$/);
    const response = await page.request.get(chosen);
    expect(response.headers()["content-type"]).toBe("image/avif");
    expect((await response.body()).length).toBeLessThan(50_000);
  });

  test("the editor refuses to delete a picture an article shows, naming the article", async ({ page }) => {
    // The article's photo of the test before: team-day.jpg, shown by content/articles/marketing.md.
    const upload = join(dir, "content/media/team-day.jpg");
    expect(existsSync(upload)).toBe(true);
    await page.goto(`${base}/admin/`);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("button", { name: "Media" }).click();
    await page.getByText("team-day.jpg", { exact: true }).click();
    page.once("dialog", (dialog) => void dialog.accept()); // "Are you sure you want to delete selected media?"
    await page.getByRole("button", { name: "Delete selected" }).click();
    await expect(
      page.getByText(
        /content\/media\/team-day\.jpg: cannot be deleted while content\/articles\/marketing\.md shows it: content\/articles\/marketing\.md:\d+: photo\.src/,
      ),
    ).toBeVisible();
    expect(existsSync(upload)).toBe(true);
  });

  test("the editor refuses an upload that is not a picture, and a HEIC photo, as they are chosen", async ({
    page,
  }) => {
    const told: string[] = [];
    page.on("dialog", (dialog) => {
      told.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(`${base}/admin/#/collections/articles/entries/flow-builder`);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("button", { name: "Choose an image" }).click();
    const chooser = page.locator('input[type="file"]');
    await chooser.setInputFiles({
      name: "broken.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("hello\n"),
    });
    await expect
      .poll(() => told)
      .toEqual([expect.stringMatching(/^Not uploaded:\nbroken\.jpg: not a picture this site can convert/)]);
    // The start of an iPhone photo: an ISO media file of the brand heic.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic\0\0\0\0mif1heic"),
      Buffer.alloc(64),
    ]);
    await chooser.setInputFiles({ name: "IMG_0412.HEIC", mimeType: "image/heic", buffer: heic });
    await expect.poll(() => told.length).toBe(2);
    expect(told[1]).toMatch(/^Not uploaded:\nIMG_0412\.HEIC: a HEIC photo \(the iPhone's own format\)/);
    // Neither reached the media library.
    await expect(page.getByText("broken.jpg")).toHaveCount(0);
    await expect(page.getByText(/IMG_0412/i)).toHaveCount(0);
    expect(existsSync(join(dir, "content/media/broken.jpg"))).toBe(false);
  });

  test("the editor refuses to delete a page other pages link to, one linked a moment ago too, and a link to an #anchor no page has", async ({
    page,
  }) => {
    const file = join(dir, "content/services/java.yml");
    const before = readFileSync(file, "utf8");
    await page.goto(`${base}/admin/#/collections/services/entries/java`);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByLabel("Browser title")).toBeVisible();
    page.once("dialog", (dialog) => void dialog.accept()); // "Are you sure ...?"
    await page.getByRole("button", { name: "Delete entry" }).click();
    await expect(
      page.getByText(
        /content\/services\/java\.yml: cannot be deleted while other pages link to \/java: content\/industries\/banking\.yml:\d+: help\.cards\.\d\.href/,
      ),
    ).toBeVisible();
    expect(existsSync(file)).toBe(true);

    // The call to action's link to a part of the contact page that is not there: refused on
    // Save in the build's words, from the pages the dev server renders then (every page anew
    // after the saves before: seconds).
    await page.getByLabel("Button link").fill("/contactUs#nowhere");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect(
      page.getByText('"/contactUs#nowhere" has no element with id "nowhere" on /contactUs'),
    ).toBeVisible({ timeout: 30_000 });
    expect(readFileSync(file, "utf8")).toBe(before);

    // A link saved now counts at once, in the editor still open and before any build: the button
    // leads to /banking, so the banking page cannot be deleted (the last build had no link there).
    await page.getByLabel("Button link").clear();
    await page.getByLabel("Button link").fill("/banking");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect(page.getByText("Entry saved")).toBeVisible();
    expect(readFileSync(file, "utf8")).toContain("href: /banking");
    const banking = join(dir, "content/industries/banking.yml");
    await page.getByRole("link", { name: /Writing in Software services collection/ }).click();
    await page.getByRole("link", { name: "Industries" }).click();
    await page.getByRole("link", { name: /^Banking/ }).click();
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Delete entry" }).click();
    await expect(
      page.getByText(
        "content/industries/banking.yml: cannot be deleted while other pages link to /banking: content/services/java.yml: cta.href",
      ),
    ).toBeVisible();
    expect(existsSync(banking)).toBe(true);
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
    // The date typed digit by digit, as a person does (the month first, in an en-US browser).
    const published = page.getByLabel("Published on");
    await published.click({ position: { x: 12, y: (await published.boundingBox())!.height / 2 } });
    await published.pressSequentially("11182026");
    await expect(published).toHaveValue("2026-11-18");
    await page.getByLabel("Illustration", { exact: true }).click();
    await page.getByRole("option", { name: "article-flow-builder" }).click();
    await page.getByLabel("Illustration description").fill("Abstract illustration of a release calendar");
    await page.getByLabel("Category").fill("Salesforce");
    await page.getByLabel("Author").fill("Salesforce Practice Team");
    // Decap's Markdown editor (Slate) is a textbox its label does not name. Typed once it has the
    // caret, as a person does; the article needs its text, or Decap refuses to save it.
    const body = page.locator('[role="textbox"][data-slate-editor="true"]');
    await body.click();
    await expect(body).toBeFocused();
    const text = "Three times a year, we get ready.";
    await page.keyboard.type(text);
    await expect(body).toContainText(text);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText("Publish now").click();
    await expect(page.getByText("Entry saved")).toBeVisible();
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
