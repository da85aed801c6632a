#!/usr/bin/env node
/**
 * What the HTML decides, page by page, in main's build and this one: the title, the meta tags,
 * the canonical link, the JSON-LD, the headings, the links (as a set), the ids (anchors) and the
 * landmarks. Prints each difference; the pages' markup otherwise may differ (scripts, islands).
 * Usage: node scripts/astro/html-parity.mjs [mainClientDir] [astroClientDir]
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { JSDOM } from "jsdom";
import { htmlFiles } from "../build/html-files.mjs";

const mainRoot = resolve(process.argv[2] ?? "/work/main/build/client");
const astroRoot = resolve(process.argv[3] ?? "build/client");

function facts(file) {
  const { document } = new JSDOM(readFileSync(file, "utf8")).window;
  // Known and meant: the login dialog is in every page's HTML now, and the home invitation in the
  // home page's (each a <dialog>, no code to load).
  document.getElementById("login-dialog")?.remove();
  document.getElementById("home-popup")?.remove();
  // And the notice shown after a form's island only if its code never comes.
  for (const notice of document.querySelectorAll("[data-island-failed]")) notice.remove();
  const text = (element) => element.textContent.replace(/\s+/g, " ").trim();
  return {
    title: document.title,
    meta: [...document.head.querySelectorAll("meta[name], meta[property]")]
      .map((m) => `${m.getAttribute("name") ?? m.getAttribute("property")}=${m.getAttribute("content")}`)
      .sort(),
    links: [...document.head.querySelectorAll("link[rel=canonical], link[rel=alternate]")]
      .map((l) => `${l.rel} ${l.href}`)
      .sort(),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.stringify(JSON.parse(s.textContent)),
    ),
    headings: [...document.body.querySelectorAll("h1, h2, h3")].map((h) => `${h.tagName} ${text(h)}`),
    hrefs: [
      ...new Set([...document.body.querySelectorAll("a[href]")].map((a) => a.getAttribute("href"))),
    ].sort(),
    // React's generated ids (useId) and streaming markers differ by render; they are not anchors.
    ids: [...document.body.querySelectorAll("[id]")]
      .map((e) => e.id)
      .filter((id) => !/^(_r|«|:r|[BS]:\d)/i.test(id))
      .sort(),
    landmarks: [
      ...document.body.querySelectorAll("header, nav, main, footer, aside, [role=search], dialog"),
    ].map(
      (e) =>
        `${e.tagName}${e.getAttribute("aria-label") ? `[${e.getAttribute("aria-label")}]` : ""}${e.id ? `#${e.id}` : ""}`,
    ),
  };
}

let differences = 0;
for (const file of htmlFiles(astroRoot)) {
  const relative = file.slice(astroRoot.length);
  if (relative.startsWith("/admin") || relative.startsWith("/pagefind")) continue;
  const other = join(mainRoot, relative);
  if (!existsSync(other)) {
    console.log(`${relative}: not in main's build`);
    differences++;
    continue;
  }
  const [a, b] = [facts(other), facts(file)];
  for (const key of Object.keys(a)) {
    const [x, y] = [JSON.stringify(a[key]), JSON.stringify(b[key])];
    if (x === y) continue;
    differences++;
    if (Array.isArray(a[key])) {
      const only = (p, q) => p.filter((v) => !q.includes(v));
      console.log(
        `${relative} ${key}: main only ${JSON.stringify(only(a[key], b[key]))}; astro only ${JSON.stringify(only(b[key], a[key]))}`,
      );
    } else console.log(`${relative} ${key}: main ${x}; astro ${y}`);
  }
}
for (const file of htmlFiles(mainRoot)) {
  const relative = file.slice(mainRoot.length);
  if (relative.startsWith("/admin") || relative.startsWith("/pagefind")) continue;
  if (!existsSync(join(astroRoot, relative))) {
    console.log(`${relative}: not in this build`);
    differences++;
  }
}
console.log(`${differences} difference(s)`);
