#!/usr/bin/env node
/**
 * A quick look, in Chromium, at what a visitor uses on the Astro build (build/client): the theme
 * switch, the menus, the login dialog, the chat and search islands (a first tap before their code,
 * held and carried out), the contact form island. Prints one line per check; exits 1 on a failure.
 * Not the test suite: a hand-off aid until the e2e specs are carried over.
 */
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, findChromium } from "../lib/chromium.mjs";

const root = resolve(process.argv[2] ?? "build/client");
/** Island code held back until released, to tap before it arrives. */
let holdIslands = false;
const released = [];
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
};
const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
  const file = (path === "/" ? ["index.html"] : [path, `${path}.html`])
    .map((name) => join(root, name))
    .find((f) => existsSync(f) && statSync(f).isFile());
  const send = () => {
    response.writeHead(file ? 200 : 404, {
      "Content-Type": types[extname(file ?? ".html")] ?? "application/octet-stream",
    });
    createReadStream(file ?? join(root, "404.html")).pipe(response);
  };
  if (holdIslands && path.startsWith("/assets/") && path.endsWith(".js")) released.push(send);
  else send();
});
await new Promise((done) => server.listen(0, "127.0.0.1", done));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: (await findChromium()) ?? undefined,
  args: CHROMIUM_FLAGS,
});

let failures = 0;
async function check(name, run) {
  try {
    await run();
    console.log(`ok    ${name}`);
  } catch (error) {
    failures++;
    console.log(`FAIL  ${name}: ${error.message.split("\n")[0]}`);
  }
}
const expectEq = (actual, expected, what) => {
  if (actual !== expected)
    throw new Error(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
};

const wide = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const narrow = await browser.newContext({ viewport: { width: 390, height: 844 } });

await check("theme switch: pressed, data-theme, remembered", async () => {
  const page = await wide.newPage();
  await page.goto(`${origin}/java`);
  const button = page.getByRole("button", { name: "Dark theme" });
  await button.click();
  expectEq(await button.getAttribute("aria-pressed"), "true", "aria-pressed");
  expectEq(await page.evaluate(() => document.documentElement.dataset.theme), "dark", "data-theme");
  await page.reload();
  expectEq(
    await page.getByRole("button", { name: "Dark theme" }).getAttribute("aria-pressed"),
    "true",
    "after reload",
  );
  await page.getByRole("button", { name: "Dark theme" }).click();
  await page.close();
});

await check("header turns solid past 100px", async () => {
  const page = await wide.newPage();
  await page.goto(`${origin}/java`);
  const header = page.locator("[data-site-header]");
  expectEq(await header.getAttribute("data-state"), "transparent", "at top");
  await page.mouse.wheel(0, 400);
  await page.waitForFunction(
    () => document.querySelector("[data-site-header]")?.getAttribute("data-state") === "solid",
  );
  await page.close();
});

await check("services menu: opens, Esc closes and focuses its summary, outside press closes", async () => {
  const page = await wide.newPage();
  await page.goto(`${origin}/java`);
  const summary = page.locator("summary", { hasText: "Services" });
  await summary.click();
  expectEq(await page.locator('details[name="main-menu"][open]').count(), 1, "open menus");
  await page.keyboard.press("Escape");
  expectEq(await page.locator('details[name="main-menu"][open]').count(), 0, "after Esc");
  await summary.click();
  await page.mouse.click(700, 600);
  expectEq(await page.locator('details[name="main-menu"][open]').count(), 0, "after outside press");
  await page.close();
});

await check("login dialog opens and closes (no script of ours)", async () => {
  const page = await wide.newPage();
  await page.goto(`${origin}/java`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("dialog", { name: "Login as" }).waitFor();
  await page.getByRole("button", { name: "Close" }).click();
  expectEq(await page.locator("dialog[open]").count(), 0, "open dialogs");
  await page.close();
});

await check("mobile menu: opens, header solid, Login opens the dialog over it", async () => {
  const page = await narrow.newPage();
  await page.goto(`${origin}/java`);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.locator("#mobile-nav:popover-open").waitFor();
  expectEq(await page.locator("[data-site-header]").getAttribute("data-state"), "solid", "header");
  await page.locator("#mobile-nav").getByRole("button", { name: "Login" }).click();
  await page.getByRole("dialog", { name: "Login as" }).waitFor();
  expectEq(await page.locator("#mobile-nav:popover-open").count(), 0, "menu closed");
  await page.close();
});

await check("chat: no island code before use; a tap before its code is answered", async () => {
  const page = await narrow.newPage();
  const scripts = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  holdIslands = true;
  await page.goto(`${origin}/java`);
  expectEq(scripts.length, 0, "scripts before use");
  await page.getByRole("button", { name: "Chat with us" }).click();
  await page.getByText("Loading chat…").first().waitFor();
  holdIslands = false;
  while (released.length) released.shift()();
  await page.getByPlaceholder("Type a message...").waitFor({ timeout: 10_000 });
  await page.close();
});

await check("chat: open on one page, open again with its conversation on the next", async () => {
  const page = await wide.newPage();
  await page.goto(`${origin}/java`);
  await page.getByRole("button", { name: "Chat with us" }).click();
  await page.getByRole("button", { name: "Explore Services" }).click();
  await page.waitForTimeout(1200);
  const before = await page.locator("#chat-panel").innerText();
  await page.goto(`${origin}/company`);
  await page.locator("#chat-panel").waitFor({ timeout: 10_000 });
  expectEq(await page.locator("#chat-panel").innerText(), before, "conversation");
  await page.getByRole("button", { name: "Chat with us" }).click();
  await page.goto(`${origin}/java`);
  await page.waitForTimeout(1500);
  expectEq(await page.locator("#chat-panel").count(), 0, "closed stays closed");
  await page.close();
});

await check("search: a tap and typing before its code reach the dialog", async () => {
  const page = await wide.newPage();
  holdIslands = true;
  await page.goto(`${origin}/java`);
  await page.getByRole("button", { name: "Search the site" }).click();
  await page.keyboard.type("java");
  holdIslands = false;
  while (released.length) released.shift()();
  const input = page.getByRole("dialog", { name: "Search" }).getByRole("searchbox");
  await page.waitForFunction(() =>
    document.querySelector("astro-island[data-island='ready'] [aria-keyshortcuts]"),
  );
  await input.first().waitFor({ timeout: 10_000 });
  expectEq(await input.first().inputValue(), "java", "query");
  await page.close();
});

await check("search: the / shortcut before the island's code opens it, typing kept", async () => {
  const page = await wide.newPage();
  holdIslands = true;
  await page.goto(`${origin}/java`);
  await page.keyboard.press("/");
  await page.keyboard.type("cloud");
  holdIslands = false;
  while (released.length) released.shift()();
  const input = page.getByRole("dialog", { name: "Search" }).getByRole("searchbox");
  await page.waitForFunction(() =>
    document.querySelector("astro-island[data-island='ready'] [aria-keyshortcuts]"),
  );
  await input.first().waitFor({ timeout: 10_000 });
  expectEq(await input.first().inputValue(), "cloud", "query");
  await page.close();
});

await check(
  "carousel in a desktop's first screen: no script file, its buttons work (inline script)",
  async () => {
    const page = await wide.newPage();
    const scripts = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    await page.goto(`${origin}/java`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: /next/i }).first().click();
    await page.waitForFunction(() => document.querySelector("[data-viewport]").scrollLeft > 0);
    expectEq(scripts.length, 0, "script files");
    await page.close();
  },
);

await check("contact form: code loads on focus; typing kept; Send answers", async () => {
  const page = await narrow.newPage();
  await page.goto(`${origin}/contactUs`);
  const name = page.getByLabel("Name", { exact: false }).first();
  await name.click();
  await page.keyboard.type("Ada Lovelace");
  await page.waitForFunction(() =>
    [...document.querySelectorAll("astro-island")].some(
      (island) => island.getAttribute("data-island") === "ready" && island.querySelector("form"),
    ),
  );
  expectEq(await name.inputValue(), "Ada Lovelace", "name");
  await page.close();
});

await check(
  "home: the invitation opens after load when nothing was started; Maybe later closes it",
  async () => {
    const page = await wide.newPage();
    await page.goto(`${origin}/`);
    await page.getByRole("dialog", { name: /./ }).waitFor({ timeout: 5000 });
    await page.getByRole("button", { name: "Maybe later" }).click();
    expectEq(await page.locator("dialog[open]").count(), 0, "open dialogs");
    await page.reload();
    await page.waitForTimeout(2500);
    expectEq(await page.locator("dialog[open]").count(), 0, "after reload (dismissed for the session)");
    await page.close();
  },
);

await check("a form whose code fails to load keeps what was typed and says so, with the email", async () => {
  const page = await narrow.newPage();
  await page.route(/\/assets\/forms\.[\w-]+\.js(\?.*)?$/, (route) => route.abort());
  await page.goto(`${origin}/contactUs`);
  const name = page.getByLabel("Name", { exact: false }).first();
  await name.click();
  await page.keyboard.type("Ada Lovelace");
  await page.getByRole("alert").filter({ hasText: "could not be loaded" }).waitFor({ timeout: 15_000 });
  expectEq(await name.inputValue(), "Ada Lovelace", "name kept");
  expectEq(
    await page.getByRole("alert").getByRole("link").first().getAttribute("href"),
    "mailto:hello@altura.example",
    "mailto",
  );
  await page.close();
});

await check("the chat's code failing: its placeholder says so instead of loading forever", async () => {
  const page = await narrow.newPage();
  await page.route(/\/assets\/chat\.[\w-]+\.js(\?.*)?$/, (route) => route.abort());
  await page.goto(`${origin}/java`);
  await page.getByRole("button", { name: "Chat with us" }).click();
  await page.getByText("The chat could not be opened").first().waitFor({ timeout: 15_000 });
  await page.close();
});

await check("home: the hero video plays on a wide window and its button pauses it", async () => {
  const page = await wide.newPage();
  await page.goto(`${origin}/`, { waitUntil: "load" });
  await page.waitForFunction(
    () => document.querySelector("[data-hero-video]")?.closest("section")?.hasAttribute("data-playing"),
    null,
    { timeout: 5000 },
  );
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Pause background video" }).click({ force: true });
  expectEq(await page.evaluate(() => document.querySelector("video")?.paused), true, "paused");
  await page.close();
});

await check("home: no video request on a phone", async () => {
  const page = await narrow.newPage();
  const media = [];
  page.on(
    "request",
    (request) => /\.(mp4|webm)|hero-poster/.test(request.url()) && media.push(request.url()),
  );
  await page.goto(`${origin}/`, { waitUntil: "networkidle" });
  expectEq(media.length, 0, "video or poster requests");
  await page.close();
});

await browser.close();
server.close();
process.exit(failures ? 1 : 0);
