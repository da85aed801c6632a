/**
 * What the HTML of the build decides, page by page, read without a browser: every page of the build
 * (client/**\/*.html of BUILD_DIR, or build/) against the page manifest, the site's address and the
 * policies the servers send with it.
 *  - The build holds the manifest's pages and aliases, the Not Found page and the editor, no other page.
 *  - One title, "Page | Brand", the same in og:title and twitter:title; one description; no two
 *    canonical pages with the same title or the same description.
 *  - One canonical link: the page's own URL (an alias: the URL of the page it serves), og:url the
 *    same; the Not Found page neither, and noindex.
 *  - One h1, with text.
 *  - JSON-LD that parses, with @context schema.org and an @type.
 *  - Every address on this site that the page names (links, stylesheets, images, islands' modules,
 *    share images, JSON-LD) is a page or file of the build, and every #fragment an element of its page.
 *  - No id twice; every id reference (a label's `for`, aria-*, commandfor, popovertarget) names one.
 *  - What a control opens (commandfor, popovertarget) comes before it: a tap while the rest of the
 *    page is still on its way opens it.
 *  - Every inline script the browser would run (classic, module, import map, speculation rules) has
 *    its sha256 hash in each policy the page is sent with: build/headers.json (the preview server;
 *    the Cloudflare worker holds the same), build/nginx/csp.conf (nginx), _headers (Netlify) and a
 *    <meta> policy in the page; and no inline event handler or javascript: URL, which none allows.
 *    The hashes are taken here from the parsed document, the text the browser hashes, not by
 *    scripts/build/page-csp.mjs, so that a mistake there shows.
 * The editor (admin.html, Decap's page) is only checked for its scripts. Skipped without a build
 * newer than content/ and app/; npm test runs this file after its build with BUILT_PAGES=required.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { ADMIN_PATH, adminContentSecurityPolicy, HOST_FILES } from "../deploy/policy.mjs";
import { htmlFiles } from "./build/html-files.mjs";
import { pageUrl } from "./build/page-files.mjs";
import { manifestFile, pageUrlOn } from "./build/site-pages.mjs";
import { deploySettings } from "./deploy-settings.mjs";
import { testedBuild } from "./lib/tested-build.mjs";

const { clientDir, current, required } = testedBuild("BUILT_PAGES");
const { siteUrl, brandName } = deploySettings;
const siteOrigin = new URL(siteUrl).origin;
const NOT_FOUND = "/404.html";
const EDITOR = `${ADMIN_PATH}.html`;

/** Addresses that are files of the build but that no server sends: never a link's target. */
const NOT_SERVED = new Set(["/404", NOT_FOUND, ...HOST_FILES]);

/** The JavaScript MIME type essences of the HTML standard: a script of such a type runs. */
const JAVASCRIPT_TYPES = new Set([
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
]);
/** The other script types the browser runs or reads under `script-src` (any other is a data block). */
const OTHER_SCRIPT_TYPES = new Set(["module", "importmap", "speculationrules"]);

/** Attributes that hold an address, by the elements that have them. */
const ADDRESS_ATTRIBUTES = [
  ["a, area, link", "href"],
  ["img, source, script, iframe, video, audio, track, embed", "src"],
  ["img, source", "srcset"],
  ["video", "poster"],
  ["form", "action"],
  ["button, input", "formaction"],
  // Astro's island element loads its component and renderer from these.
  ["astro-island", "component-url"],
  ["astro-island", "renderer-url"],
  ["astro-island", "before-hydration-url"],
];
/** Meta tags whose content is an address (the share image, the page's URL). */
const ADDRESS_META = ["og:image", "og:url", "twitter:image"];
/** Attributes that name other elements by id. */
const ID_REFERENCES = [
  "for",
  "aria-activedescendant",
  "aria-controls",
  "aria-describedby",
  "aria-details",
  "aria-errormessage",
  "aria-flowto",
  "aria-labelledby",
  "aria-owns",
  "commandfor",
  "popovertarget",
  "list",
  "headers",
];

/** The manifest's pages and aliases by path (scripts/content.mjs writes app/content/site-pages.ts `sitePages()`). */
function manifestPages() {
  const entries = JSON.parse(readFileSync(manifestFile(), "utf8"));
  return new Map(entries.map((entry) => [entry.path, entry]));
}

/**
 * Every HTML file of the build, parsed: its file path (`/java.html`), URL (`/java`), what it is
 * (`page`, `alias`, `not-found`, `editor`, or `unknown` for a page the manifest does not list),
 * the document, and `all(selector)`: the matching elements of the document and of each <template>.
 */
function builtPages() {
  const manifest = manifestPages();
  return htmlFiles(clientDir).map((file) => {
    const path = `/${relative(clientDir, file).split("\\").join("/")}`;
    const url = pageUrl(path);
    const kind =
      path === NOT_FOUND
        ? "not-found"
        : path === EDITOR
          ? "editor"
          : !manifest.has(url)
            ? "unknown"
            : manifest.get(url).canonical
              ? "alias"
              : "page";
    const { document } = new JSDOM(readFileSync(file, "utf8")).window;
    const roots = [
      document,
      ...[...document.querySelectorAll("template")].map((template) => template.content),
    ];
    const all = (selector) => roots.flatMap((root) => [...root.querySelectorAll(selector)]);
    return { file, path, url, kind, document, all };
  });
}

let parsed;
/** The build's pages, parsed once for all the checks. */
const pages = () => (parsed ??= builtPages());
const sitePages = () => pages().filter((page) => page.kind !== "editor");

/** The content of a page's meta tag by name or property, each one it has. */
const metaContents = (page, key) =>
  [...page.document.head.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)].map((meta) =>
    meta.getAttribute("content"),
  );

/** The file a served address (a decoded URL path) is answered with, as the servers map it, or null. */
function servedFile(path) {
  if (NOT_SERVED.has(path)) return null;
  for (const candidate of path === "/" ? ["index.html"] : [`${path.slice(1)}.html`, path.slice(1)]) {
    const file = join(clientDir, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** The addresses a page names: [where, address] for each attribute, srcset candidate, meta tag and JSON-LD value. */
function addressesOf(page) {
  const found = [];
  for (const [selector, attribute] of ADDRESS_ATTRIBUTES)
    for (const element of page.all(`:is(${selector})[${attribute}]`)) {
      const value = element.getAttribute(attribute);
      const values =
        attribute === "srcset"
          ? value.split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/)[0])
          : [value];
      for (const each of values) found.push([`<${element.localName} ${attribute}>`, each]);
    }
  for (const key of ADDRESS_META)
    for (const content of metaContents(page, key)) found.push([`meta ${key}`, content]);
  const strings = (value) =>
    typeof value === "string"
      ? [value]
      : value && typeof value === "object"
        ? Object.values(value).flatMap(strings)
        : [];
  for (const script of page.all('script[type="application/ld+json"]')) {
    let data;
    try {
      data = JSON.parse(script.textContent);
    } catch {
      continue; // the JSON-LD check reports it
    }
    for (const value of strings(data))
      if (value.startsWith(`${siteOrigin}/`) || value === siteOrigin) found.push(["JSON-LD", value]);
  }
  return found;
}

/** Whether a <script> element's text runs (or is read) under `script-src`: not external, not a data block. */
function runsInline(script) {
  if (script.hasAttribute("src") || script.textContent === "") return false;
  const type = script.getAttribute("type");
  if (type === null || type === "") return true;
  const essence = type.trim().toLowerCase();
  return JAVASCRIPT_TYPES.has(essence) || OTHER_SCRIPT_TYPES.has(essence);
}

/** The sha256 source of a text, as a policy lists it. */
const sha256Source = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The sources that govern script elements in a policy: script-src-elem, else script-src, else default-src. */
function scriptSources(policy) {
  const directives = new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
  return directives.get("script-src-elem") ?? directives.get("script-src") ?? directives.get("default-src");
}

/** build/nginx/csp.conf's map: `$uri` to policy, and its default. */
function nginxPolicies() {
  const unquote = (text) => text.slice(1, -1).replace(/\\(.)/g, "$1");
  const policies = new Map();
  const text = readFileSync(join(clientDir, "..", "nginx", "csp.conf"), "utf8");
  for (const [, key, value] of text.matchAll(/^\s+(default|"(?:[^"\\]|\\.)*")\s+("(?:[^"\\]|\\.)*");$/gm))
    policies.set(key === "default" ? key : unquote(key), unquote(value));
  return policies;
}

/** The Content-Security-Policy values of `_headers` rules whose pattern matches `url` (`*` matches anything). */
function staticHostPolicies(text, url) {
  const policies = [];
  let matches = false;
  for (const line of text.split("\n")) {
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replaceAll("*", ".*")}$`,
      );
      matches = line.trim() !== "" && pattern.test(url);
    } else if (matches) {
      const header = /^\s+Content-Security-Policy:\s*(.*)$/i.exec(line);
      if (header) policies.push(header[1]);
    }
  }
  return policies;
}

/** Every policy a page is sent with, each with where it comes from. */
function policiesOf(page, sources) {
  const { headers, nginx, staticHost } = sources;
  const policies = [
    // The preview server gives the editor its own policy, and any other page its entry or the default.
    [
      "build/headers.json",
      page.kind === "editor" ? adminContentSecurityPolicy : (headers.pages[page.path] ?? headers.default),
    ],
    ["build/nginx/csp.conf", nginx.get(page.path) ?? nginx.get("default")],
    ...staticHostPolicies(staticHost, page.url).map((policy) => ["_headers", policy]),
  ];
  for (const meta of page.document.querySelectorAll('meta[http-equiv="Content-Security-Policy" i]'))
    policies.push(["<meta> policy", meta.getAttribute("content")]);
  return policies;
}

describe.skipIf(!current && !required)(
  "every built page (needs a build newer than content/ and app/)",
  () => {
    it("is a page of the manifest, the Not Found page or the editor, and every page of the manifest is built", () => {
      expect(current, `a build in ${clientDir} newer than content/ and app/`).toBe(true);
      const built = new Set(pages().map((page) => page.url));
      const problems = [
        ...pages()
          .filter((page) => page.kind === "unknown")
          .map((page) => `${page.path}: not a page or alias of the manifest`),
        ...[...manifestPages().keys()].filter((url) => !built.has(url)).map((url) => `${url}: not built`),
      ];
      expect(problems).toEqual([]);
    });

    it("has one title, 'Page | Brand' as in its share tags, and one description, each unique among canonical pages", () => {
      const problems = [];
      const byTitle = new Map();
      const byDescription = new Map();
      for (const page of sitePages()) {
        const titles = [...page.document.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "title")];
        const title = titles[0]?.textContent.trim() ?? "";
        if (titles.length !== 1) problems.push(`${page.path}: ${titles.length} title elements`);
        if (!title.endsWith(` | ${brandName}`) || title === ` | ${brandName}`)
          problems.push(`${page.path}: title ${JSON.stringify(title)} is not "Page | ${brandName}"`);
        for (const key of ["og:title", "twitter:title"]) {
          const contents = metaContents(page, key);
          if (contents.length !== 1 || contents[0] !== title)
            problems.push(`${page.path}: ${key} ${JSON.stringify(contents)}, title ${JSON.stringify(title)}`);
        }
        const descriptions = metaContents(page, "description");
        if (descriptions.length !== 1 || !descriptions[0]?.trim())
          problems.push(`${page.path}: descriptions ${JSON.stringify(descriptions)}`);
        if (page.kind !== "page") continue;
        byTitle.set(title, [...(byTitle.get(title) ?? []), page.url]);
        byDescription.set(descriptions[0], [...(byDescription.get(descriptions[0]) ?? []), page.url]);
      }
      for (const [kind, pagesBy] of [
        ["title", byTitle],
        ["description", byDescription],
      ])
        for (const [text, urls] of pagesBy)
          if (urls.length > 1) problems.push(`${urls.join(", ")}: the same ${kind} ${JSON.stringify(text)}`);
      expect(problems).toEqual([]);
    });

    it("names its own URL canonical (an alias: its page's; the Not Found page: none, and noindex)", () => {
      const manifest = manifestPages();
      const problems = [];
      for (const page of sitePages()) {
        const canonical = [...page.document.querySelectorAll('link[rel="canonical"]')].map((link) =>
          link.getAttribute("href"),
        );
        const robots = metaContents(page, "robots");
        if (page.kind === "not-found") {
          if (canonical.length) problems.push(`${page.path}: canonical ${JSON.stringify(canonical)}`);
          if (metaContents(page, "og:url").length) problems.push(`${page.path}: an og:url`);
          if (!robots.some((content) => /\bnoindex\b/.test(content)))
            problems.push(`${page.path}: no robots noindex`);
          continue;
        }
        // An alias names the page it serves.
        const wanted = [pageUrlOn(siteUrl, manifest.get(page.url)?.canonical ?? page.url)];
        if (canonical.length !== 1 || !wanted.includes(canonical[0]))
          problems.push(
            `${page.path}: canonical ${JSON.stringify(canonical)}, want one of ${JSON.stringify(wanted)}`,
          );
        const ogUrl = metaContents(page, "og:url");
        if (ogUrl.length !== 1 || ogUrl[0] !== canonical[0])
          problems.push(
            `${page.path}: og:url ${JSON.stringify(ogUrl)}, canonical ${JSON.stringify(canonical)}`,
          );
        if (robots.some((content) => /\bnoindex\b/.test(content))) problems.push(`${page.path}: noindex`);
      }
      expect(problems).toEqual([]);
    });

    it("has one h1, with text", () => {
      const problems = [];
      for (const page of sitePages()) {
        const headings = [...page.document.querySelectorAll("h1")];
        if (headings.length !== 1) problems.push(`${page.path}: ${headings.length} h1 elements`);
        else if (!headings[0].textContent.trim()) problems.push(`${page.path}: an empty h1`);
      }
      expect(problems).toEqual([]);
    });

    it("has JSON-LD that parses, with @context schema.org and an @type", () => {
      const problems = [];
      for (const page of sitePages())
        for (const script of page.all('script[type="application/ld+json"]')) {
          let data;
          try {
            data = JSON.parse(script.textContent);
          } catch (error) {
            problems.push(`${page.path}: JSON-LD does not parse: ${error.message}`);
            continue;
          }
          const items = Array.isArray(data) ? data : [data];
          for (const item of items) {
            if (!/^https?:\/\/schema\.org\/?$/.test(item?.["@context"] ?? ""))
              problems.push(`${page.path}: JSON-LD @context ${JSON.stringify(item?.["@context"])}`);
            if (!item?.["@type"] && !item?.["@graph"]) problems.push(`${page.path}: JSON-LD without @type`);
          }
        }
      expect(problems).toEqual([]);
    });

    it("names only addresses on this site that are its pages or files, and fragments that are elements", () => {
      const idsByFile = new Map(
        pages().map((page) => [page.file, new Set(page.all("[id]").map((element) => element.id))]),
      );
      // Once per page and address: a missing page is named by every page's menus.
      const problems = new Set();
      for (const page of sitePages())
        for (const [where, address] of addressesOf(page)) {
          // A fragment alone names an element of the page itself, wherever it is served (the Not
          // Found page at any address).
          if (address.startsWith("#")) {
            const id = decodeURIComponent(address.slice(1));
            if (id && !idsByFile.get(page.file)?.has(id))
              problems.add(`${page.path}: ${where} ${JSON.stringify(address)}: no element with id "${id}"`);
            continue;
          }
          let url;
          try {
            url = new URL(address, pageUrlOn(siteUrl, page.url));
          } catch {
            problems.add(`${page.path}: ${where} ${JSON.stringify(address)} is not an address`);
            continue;
          }
          if (url.origin !== siteOrigin) continue;
          const file = servedFile(decodeURIComponent(url.pathname));
          if (!file) {
            problems.add(`${page.path}: ${where} ${JSON.stringify(address)} is no page or file of the build`);
            continue;
          }
          const id = decodeURIComponent(url.hash.slice(1));
          if (id && !idsByFile.get(file)?.has(id))
            problems.add(
              `${page.path}: ${where} ${JSON.stringify(address)}: no element with id "${id}" there`,
            );
        }
      expect([...problems]).toEqual([]);
    });

    it("has no id twice, and every id it refers to", () => {
      const problems = [];
      for (const page of sitePages()) {
        const ids = page.all("[id]").map((element) => element.id);
        const twice = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
        if (twice.length) problems.push(`${page.path}: ids more than once: ${twice.join(", ")}`);
        const known = new Set(ids);
        for (const attribute of ID_REFERENCES)
          for (const element of page.all(`[${attribute}]`))
            for (const id of element.getAttribute(attribute).trim().split(/\s+/).filter(Boolean))
              if (!known.has(id))
                problems.push(`${page.path}: <${element.localName} ${attribute}="${id}">: no such id`);
      }
      expect(problems).toEqual([]);
    });

    it("puts what a control opens before the control, so a tap while the page arrives finds it", () => {
      const problems = [];
      for (const page of sitePages())
        for (const attribute of ["commandfor", "popovertarget"])
          for (const control of page.all(`[${attribute}]`)) {
            const target = control.ownerDocument.getElementById(control.getAttribute(attribute));
            const before = control.DOCUMENT_POSITION_PRECEDING;
            if (target && !(control.compareDocumentPosition(target) & before))
              problems.push(
                `${page.path}: #${target.id} comes after its <${control.localName} ${attribute}>`,
              );
          }
      expect(problems).toEqual([]);
    });

    it("has the hash of every inline script in each policy it is sent with, and no inline handler", () => {
      const sources = {
        headers: JSON.parse(readFileSync(join(clientDir, "..", "headers.json"), "utf8"))
          .contentSecurityPolicy,
        nginx: nginxPolicies(),
        staticHost: readFileSync(join(clientDir, "_headers"), "utf8"),
      };
      const problems = [];
      let scripts = 0;
      for (const page of pages()) {
        const policies = policiesOf(page, sources);
        for (const script of page.all("script").filter(runsInline)) {
          scripts++;
          const hash = sha256Source(script.textContent);
          const what = `${page.path}: inline <script${script.type ? ` type="${script.type}"` : ""}> ${JSON.stringify(script.textContent.slice(0, 40))}`;
          for (const [where, policy] of policies) {
            const allowed = scriptSources(policy);
            if (allowed && !allowed.includes(hash)) problems.push(`${what}: ${hash} not in ${where}`);
          }
        }
        for (const element of page.all("*"))
          for (const { name, value } of element.attributes)
            if (
              /^on/i.test(name) ||
              (/^(href|src|action|formaction)$/i.test(name) && /^\s*javascript:/i.test(value))
            )
              problems.push(
                `${page.path}: <${element.localName} ${name}>: inline script that no policy allows`,
              );
      }
      expect(scripts, "inline scripts found in the build").toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
  },
);
