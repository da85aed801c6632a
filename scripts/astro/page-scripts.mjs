/**
 * The site's page scripts, as an Astro integration.
 *
 * `client:use`: an island of the first screen hydrates on first use (pointer, focus, a key, typing
 * inside it), never on load; taps held before its code came are pressed again once it is ready
 * (app/lib/island-use.ts, app/lib/held-taps.ts). Astro has no such directive of its own.
 *
 * One deferred file for what no visitor needs before the page is parsed. Astro writes the
 * `<astro-island>` element's code and each directive's code inline, before a page's first island,
 * so every page would carry the same 5.4 KB of script (1.8 KB compressed) in its HTML, and the
 * home and contact pages would outgrow the first round trip (14.6 KB), which delays their first
 * paint. After the build those scripts, and the layout's `<script data-deferred>` (behaviours that
 * wait for the page to be parsed: app/lib/page-script.ts `deferredScript`), go into one file under
 * assets/, named by its content's hash and cached across pages, and `<html data-page-script>`
 * names it. The head script loads it when it is wanted, not while the page paints: on the first
 * use of an island, after the load event, or at once in a tab with stored state
 * (app/lib/held-taps.ts); until then it holds what a visitor does. The islands' one style rule is
 * in app.css.
 *
 * The same step puts the layout's head script after the page's stylesheet (`placeHeadScript`).
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import islandRuntime from "astro/runtime/server/astro-island.prebuilt.js";
import { ISLAND_STYLES } from "astro/runtime/server/astro-island-styles.js";
import { PAGE_SCRIPT } from "../../app/lib/island-state.ts";

/** Where the deferred file goes: Astro's `build.assets`, served with a year's cache. */
const ASSETS = "assets";

const scriptElement = (text) => `<script>${text}</script>`;

/** Our own scripts for the deferred file (app/layouts/page.astro). */
const DEFERRED = /<script data-deferred>([\s\S]*?)<\/script>/g;

/**
 * A directive's code as Astro inlines it: a bare `<script>` right before the runtime's or before an
 * island, that registers on `self.Astro` and announces itself with an `astro:<name>` event.
 */
const DIRECTIVE = /<script>(\(\(\)=>\{[^<]*\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.(\w+)=[^<]*)<\/script>/g;

/**
 * The page's HTML with its deferred scripts and Astro's island style, directives and runtime taken
 * out, and their code in one (ours first, then the directives, then the runtime, as Astro orders
 * them), or null when the page has none of them.
 */
export function extractDeferredScripts(html) {
  const ours = [];
  const directives = [];
  const rest = html
    .replace(DEFERRED, (_, code) => {
      ours.push(code);
      return "";
    })
    .replace(`<style>${ISLAND_STYLES}</style>`, "")
    .replace(DIRECTIVE, (_, code) => {
      directives.push(code);
      return "";
    });
  const runtime = rest.includes(scriptElement(islandRuntime)) ? [islandRuntime] : [];
  const code = [...ours, ...directives, ...runtime];
  if (code.length === 0) return null;
  return { html: rest.replace(scriptElement(islandRuntime), ""), code: code.join(";\n") };
}

/** The layout's head script, marked to follow the stylesheet (app/layouts/page.astro). */
const AFTER_STYLES = /<script data-after-styles>([\s\S]*?)<\/script>/;
const STYLESHEET = /<link rel="stylesheet"[^>]*>/;

/**
 * The page's HTML with the head script right after its stylesheet link, which Astro writes last in
 * <head>. A script after a stylesheet runs once the stylesheet has come, so the parser waits there
 * and the page is parsed, styled and laid out once. Parsed ahead of its styles, a page is laid
 * out twice in Chromium: its form autofill asks for a layout when parsing ends (every page has a
 * form, the Login dialog's), done then without the styles, and again when the stylesheet comes
 * (20 ms of a load on a fast machine, four times that on a phone). Nothing is painted before the
 * stylesheet anyway, so the script still runs before the first paint and the first tap.
 */
export function placeHeadScript(html) {
  const script = AFTER_STYLES.exec(html);
  if (!script) return html;
  const element = `<script>${script[1]}</script>`;
  const rest = html.replace(script[0], "");
  return STYLESHEET.test(rest)
    ? rest.replace(STYLESHEET, (link) => link + element)
    : html.replace(script[0], () => element);
}

async function finishPages(dir, logger) {
  const root = fileURLToPath(dir);
  const pages = (await readdir(root, { recursive: true })).filter((name) => name.endsWith(".html"));
  const files = new Map();
  let moved = 0;
  for (const page of pages) {
    const file = join(root, page);
    const html = placeHeadScript(await readFile(file, "utf8"));
    const extracted = extractDeferredScripts(html);
    if (!extracted) {
      await writeFile(file, html);
      continue;
    }
    const hash = createHash("sha256").update(extracted.code).digest("hex").slice(0, 10);
    const src = `/${ASSETS}/page.${hash}.js`;
    files.set(src, extracted.code);
    // The head script loads it (app/lib/held-taps.ts, `PAGE_SCRIPT`).
    await writeFile(file, extracted.html.replace(/<html\b/, `<html ${PAGE_SCRIPT}="${src}"`));
    moved++;
  }
  await mkdir(join(root, ASSETS), { recursive: true });
  for (const [src, code] of files) await writeFile(join(root, src), code);
  logger.info(`deferred scripts: ${moved} pages load ${[...files.keys()].join(", ")}`);
}

export function pageScripts() {
  return {
    name: "site:page-scripts",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "use", entrypoint: "./app/lib/island-use.ts" });
      },
      "astro:build:done": ({ dir, logger }) => finishPages(dir, logger),
    },
  };
}
