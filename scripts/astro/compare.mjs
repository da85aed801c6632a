#!/usr/bin/env node
/**
 * Side by side, the React Router build (main's build/client) and the Astro build (this checkout's):
 *  - JavaScript before any interaction per page: every script the page loads in Chromium until
 *    the network is quiet (files as fetched, and inline scripts' text; JSON-LD aside), each
 *    compressed with gzip -9, summed;
 *  - full-page screenshots at 375 and 1440 px (reduced motion, so both settle).
 * Usage: node scripts/astro/compare.mjs [--main DIR] [--astro DIR] [--out DIR] [--pages /,/java]
 * Both builds are served by the same small static server (`/x` -> x.html, else 404.html), without
 * the sites' headers: what is measured here is what the pages load, not the servers' policies.
 */
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, findChromium } from "../lib/chromium.mjs";

const { values } = parseArgs({
  options: {
    main: { type: "string", default: "/work/main/build/client" },
    astro: { type: "string", default: "build/client" },
    out: { type: "string", default: "build/compare" },
    pages: { type: "string", default: "/,/java,/contactUs" },
    shots: { type: "string", default: "/,/java,/contactUs" },
    widths: { type: "string", default: "375,1440" },
    // The window the JavaScript is measured in: a phone's and a desktop's first screen differ.
    viewports: { type: "string", default: "390x844,1440x900" },
  },
});

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

function serve(root) {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://x");
    const path = decodeURIComponent(pathname);
    const candidates = path === "/" ? ["index.html"] : [path, `${path}.html`];
    const file = candidates
      .map((name) => join(root, name))
      .find((f) => f.startsWith(root) && existsSync(f) && statSync(f).isFile());
    const status = file ? 200 : 404;
    const target = file ?? join(root, "404.html");
    response.writeHead(status, { "Content-Type": types[extname(target)] ?? "application/octet-stream" });
    createReadStream(target).pipe(response);
  });
  return new Promise((done) => server.listen(0, "127.0.0.1", () => done(server)));
}

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

async function measure(context, origin, path) {
  const page = await context.newPage();
  const files = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    try {
      files.push({ url: response.url().replace(origin, ""), bytes: gz(await response.body()) });
    } catch {
      // A script that failed to load weighs nothing.
    }
  });
  await page.goto(origin + path, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  const inline = await page.$$eval("script:not([src])", (scripts) =>
    scripts
      .filter((s) => s.type !== "application/ld+json" && s.type !== "speculationrules")
      .map((s) => s.textContent ?? ""),
  );
  const inlineBytes = inline.reduce((sum, text) => sum + gz(Buffer.from(text)), 0);
  await page.close();
  const fileBytes = files.reduce((sum, file) => sum + file.bytes, 0);
  return { files, fileBytes, inlineBytes, inlineCount: inline.length, total: fileBytes + inlineBytes };
}

const root = { main: resolve(values.main), astro: resolve(values.astro) };
const servers = { main: await serve(root.main), astro: await serve(root.astro) };
const origin = (name) => `http://127.0.0.1:${servers[name].address().port}`;
const browser = await chromium.launch({
  executablePath: (await findChromium()) ?? undefined,
  args: CHROMIUM_FLAGS,
});
mkdirSync(values.out, { recursive: true });

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];
for (const viewport of values.viewports.split(",")) {
  const [width, height] = viewport.split("x").map(Number);
  console.log(`JavaScript before any interaction at ${viewport} (gzip -9, files + inline):`);
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: "reduce" });
  for (const path of values.pages.split(",")) {
    const result = {};
    for (const name of ["main", "astro"]) result[name] = await measure(context, origin(name), path);
    rows.push({ viewport, path, ...result });
    console.log(
      `${path.padEnd(40)} main ${kb(result.main.total).padStart(6)} KB (${result.main.files.length} files, ${result.main.inlineCount} inline)   astro ${kb(result.astro.total).padStart(6)} KB (${result.astro.files.length} files, ${kb(result.astro.inlineBytes)} KB in ${result.astro.inlineCount} inline)`,
    );
  }
  await context.close();
}
writeFileSync(join(values.out, "js-before-interaction.json"), JSON.stringify(rows, null, 2));

for (const width of values.widths.split(",").map(Number)) {
  const shotContext = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  for (const path of values.shots.split(",").filter(Boolean)) {
    for (const name of ["main", "astro"]) {
      const page = await shotContext.newPage();
      await page.goto(origin(name) + path, { waitUntil: "networkidle" });
      // Lazy images below the fold: scroll through once, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(800);
      const slug = path === "/" ? "home" : path.slice(1).replace(/\//g, "_");
      await page.screenshot({ path: join(values.out, `${slug}-${width}-${name}.png`), fullPage: true });
      await page.close();
    }
  }
  await shotContext.close();
}

await browser.close();
for (const server of Object.values(servers)) server.close();
