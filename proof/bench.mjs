#!/usr/bin/env node
/**
 * `npm run bench`: this build and a reference build (another commit's, built in another checkout)
 * side by side, on a sample of routes, each served by the same server
 * (scripts/serve.mjs, one process per build: the deploy's headers, each page's CSP, the
 * precompressed files). A benchmark, not a test: it prints the numbers and one pass/fail line per
 * target, and exits 0 unless it could not measure. Timings depend on the machine: look at its load.
 *
 * Three parts, each run several times (`--load-runs`, `--runs`), interleaved (run 1 of every route on
 * both builds, then run 2, ...) so that noise from a busy machine hits both builds alike; the
 * tables give medians.
 *  - load: each page opened in Chromium (fresh context, reduced motion, nothing touched) at 390x844
 *    and 1440x900, CPU slowed 4x, until its load event and then the network quiet (500 ms):
 *    JavaScript before any interaction: every script the page loaded (files as fetched, and the text
 *    of each inline script, JSON-LD and speculation rules aside: data), each compressed with
 *    gzip -9 on its own, summed (KB = 1,000 B, as e2e/budgets.json counts);
 *    script run at load: Chrome's ScriptDuration (CDP Performance.getMetrics) at that moment.
 *  - lighthouse: Lighthouse (node_modules, the system Chromium) mobile, its default simulated
 *    throttling: TBT, FCP, LCP, CLS.
 *  - taps: the first tap on the slow profile (150 ms round trip, 1.6 Mbps down, CPU 4x, through
 *    CDP; `--latency 562.5` for Lighthouse's DevTools equivalent of that round trip), fresh context
 *    (empty cache): each control tapped (390 px, touch) or clicked (1440 px) in the frame where the
 *    page has painted (first-contentful-paint) and the control is there, then, from the tap's
 *    `pointerdown`, in the page's clock: "seen", the first frame showing a sign of it (a panel or
 *    placeholder, `aria-busy` on a held button, focus in a field) and "done", the first frame
 *    showing its action carried out and, for what needs our code, that code ready. Typed words
 *    (search: "java", the forms: "Ada") are typed once the tap is seen, 100 ms a key, and must arrive
 *    whole. No answer within 15 s, or one undone once the code came, is lost. For the time
 *    between, what the page fetched after the tap (files, KB as transferred, when the last one
 *    ended), when the control's code was ready (its `<astro-island>` `data-island="ready"`; outside
 *    an island, the head script's, there from the first paint), and the long tasks in between.
 *
 * A peer (`--peer`: another site, such as AstroWind, already served at a URL) joins the load and
 * Lighthouse parts as a third column, each of its pages beside the route of ours it matches
 * (`--peer-routes`, in the order of --routes), interleaved with both builds. Serve it with this
 * site's Cross-Origin-Opener-Policy (the bench says when it lacks it), which lengthens a page's
 * first task in Lighthouse.
 *
 * Targets (this build, on every route sampled): JS before interaction ≤ 10 KB; script at load ≤
 * 100 ms at 4x CPU; TBT ≤ 20 ms, and no more than the peer's on its matching page; FCP and LCP no
 * worse than the reference (16 ms, a frame, is the same); CLS 0; every control's
 * first tap seen ≤ 1 s and done ≤ 2 s (medians), none lost.
 *
 *   npm run bench                                  build, then everything, 3 runs
 *   npm run bench -- --no-build                    the existing build
 *   npm run bench -- --no-build --only load,lighthouse --routes /,/java --runs 5
 *   npm run bench -- --no-build --only taps --controls chat,search
 *   npm run bench -- --ref /path/to/other/build/client
 *   npm run bench -- --no-build --only load,lighthouse --routes /,/java,/contactUs \
 *     --peer http://127.0.0.1:4500 --peer-routes /,/services,/contact
 *
 * Flags:
 *   --help, -h        these lines
 *   --no-build        use the existing build (else `npm run build` runs first)
 *   --ref DIR         the reference build's client directory (or env BENCH_REF; default
 *                     ../bench-ref/build/client: another checkout beside this one, e.g.
 *                     `git worktree add ../bench-ref <commit>`, then `npm ci && npm run build`
 *                     there); its parent holds that build's headers.json, as `npm run build`
 *                     leaves it (the server reads each page's CSP there)
 *   --routes LIST     comma-separated (default /, /java, /contactUs, the first article under
 *                     /insights/ that both builds have, /careers)
 *   --runs N          Lighthouse and tap runs per measurement (default 3)
 *   --load-runs N     page loads per measurement of the load part (default 5: cheap, and noisier)
 *   --only LIST       some parts: load, lighthouse, taps (default all three)
 *   --controls LIST   some controls: chat, search, contact, apply, theme, menu, services
 *   --latency MS      the taps' request latency (default 150)
 *   --peer URL        a peer site served at URL (any static server), measured in load and lighthouse
 *   --peer-routes LIST  the peer's pages, one for each of --routes, in that order (a template's
 *                     counterpart; default: the same paths)
 *   --out PATH        writes PATH.md and PATH.json (default test-results/bench)
 *   BUILD_DIR=DIR     this build's directory (its client/ is served), as `npm run build` takes it
 * Ports: BENCH_PORT (this build; else LIGHTHOUSE_PORT, else 4180) and BENCH_REF_PORT (the reference;
 * else 4182; not 4190, which browsers and fetch refuse as a mail port).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
// Lighthouse's constants module (no package "exports" map, so the path is importable).
import { throttling } from "lighthouse/core/config/constants.js";
import { chromium } from "@playwright/test";
import { securityHeaders } from "../deploy/policy.mjs";
import { pageFile } from "../scripts/build/page-files.mjs";
import { CHROMIUM_FLAGS, systemChromium } from "../scripts/lib/chromium.mjs";
import { launchChromium, withRetries } from "./lib/lighthouse-run.mjs";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));

/** The usage lines of this file's opening comment, from its first example to its end. */
function usage() {
  const source = readFileSync(fileURLToPath(import.meta.url), "utf8");
  const comment = source.slice(source.indexOf("/**"), source.indexOf("*/"));
  const lines = comment.split("\n").map((line) => line.replace(/^ \* ?/, ""));
  return lines.slice(lines.findIndex((line) => line.includes("npm run bench  "))).join("\n");
}

const { values: options } = parseArgsOrExit({
  options: {
    help: { type: "boolean", short: "h", default: false },
    "no-build": { type: "boolean", default: false },
    ref: { type: "string", default: process.env.BENCH_REF ?? "../bench-ref/build/client" },
    routes: { type: "string" },
    runs: { type: "string", default: "3" },
    "load-runs": { type: "string", default: "5" },
    only: { type: "string", default: "load,lighthouse,taps" },
    controls: { type: "string" },
    latency: { type: "string", default: "150" },
    peer: { type: "string" },
    "peer-routes": { type: "string" },
    out: { type: "string", default: "test-results/bench" },
  },
});
if (options.help) {
  console.log(usage());
  process.exit(0);
}

/** What was asked of the bench cannot be done: a sentence (and the usage when a flag is wrong), no stack. */
function refuse(message, { withUsage = false } = {}) {
  console.error(`bench: ${message}${withUsage ? `\n\n${usage()}` : ""}`);
  process.exit(2);
}

function parseArgsOrExit(config) {
  try {
    return parseArgs(config);
  } catch (error) {
    refuse(error.message, { withUsage: true });
  }
}

const count = (flag) => {
  const value = Number(options[flag]);
  if (!Number.isInteger(value) || value < 1)
    refuse(`--${flag} must be a whole number >= 1, not "${options[flag]}"`);
  return value;
};
const runs = count("runs");
const loadRuns = count("load-runs");
const PARTS = ["load", "lighthouse", "taps"];
const parts = options.only.split(",").map((part) => part.trim());
for (const part of parts) if (!PARTS.includes(part)) refuse(`--only: ${PARTS.join(", ")}, not "${part}"`);
const latency = Number(options.latency);
if (!(latency >= 0)) refuse(`--latency must be a number of ms, not "${options.latency}"`);

// --- the targets -----------------------------------------------------------------------------

const TARGET = {
  /** JavaScript before any interaction, gzip, files and inline scripts together. */
  jsBytes: 10_000,
  /** Script run at load at 4x CPU. */
  scriptMs: 100,
  tbtMs: 20,
  /**
   * FCP and LCP "no worse than the reference": later by more than this. Lighthouse's simulation
   * still moves them by a few ms from run to run with the CPU tasks it observed.
   */
  sameWithinMs: 16,
  cls: 0,
  /** The first tap: seen and done (medians). */
  seenMs: 1000,
  doneMs: 2000,
};
const CPU_SLOWDOWN = 4;

// --- the builds ------------------------------------------------------------------------------

const ourBuildDir = resolve(projectRoot, process.env.BUILD_DIR ?? "build");
const refClient = resolve(projectRoot, options.ref);
if (basename(refClient) !== "client")
  refuse(`--ref ${options.ref}: give a build's client directory (its parent holds headers.json)`);
const builds = [
  {
    id: "this",
    label: "this build",
    client: join(ourBuildDir, "client"),
    port: Number(process.env.BENCH_PORT ?? process.env.LIGHTHOUSE_PORT ?? 4180),
  },
  {
    id: "ref",
    label: "reference",
    client: refClient,
    port: Number(process.env.BENCH_REF_PORT ?? 4182),
  },
];

if (!options["no-build"]) {
  console.log("$ npm run build");
  const build = spawnSync("npm", ["run", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    cwd: projectRoot,
  });
  if (build.status !== 0) refuse("npm run build failed");
}
// A build is its client folder, and beside it headers.json (each page's CSP, which the server reads).
for (const { client, id } of builds)
  if (!existsSync(join(client, "index.html")) || !existsSync(join(dirname(client), "headers.json")))
    refuse(
      id === "this"
        ? `No build in ${client}: run "npm run build" first.`
        : `--ref ${client}: no build there (index.html, and headers.json beside it). Build the commit to ` +
            "compare with in another checkout (git worktree add ../bench-ref <commit>; npm ci; npm run build) " +
            "or give its build/client with --ref.",
    );

/** The HTML file of a route in a build. */
const pageFileIn = (client, route) => join(client, pageFile(route));

/** The first article under /insights/ that both builds have. */
function sampleArticle() {
  const articles = readdirSync(join(builds[0].client, "insights"))
    .filter((file) => file.endsWith(".html"))
    .map((file) => `/insights/${file.slice(0, -".html".length)}`)
    .filter((route) => existsSync(pageFileIn(refClient, route)))
    .sort();
  if (articles.length === 0) refuse("No article under /insights/ in both builds");
  return articles[0];
}

const routes = (options.routes?.split(",") ?? ["/", "/java", "/contactUs", sampleArticle(), "/careers"])
  .map((route) => route.trim())
  .filter(Boolean);
for (const route of routes)
  for (const build of builds)
    if (!existsSync(pageFileIn(build.client, route)))
      refuse(`--routes: ${route} is not a page of ${build.label} (${build.client})`);

// --- the servers -----------------------------------------------------------------------------

const children = [];

/** True when something already answers on the port (a server left running would be measured). */
async function portInUse(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** scripts/serve.mjs serving `build.client` (BUILD_DIR is the directory that holds it). */
async function startServer(build) {
  if (await portInUse(build.port))
    refuse(`port ${build.port} (${build.label}) is already in use: stop that server or choose another port`);
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: projectRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(build.port), HOST: "127.0.0.1", BUILD_DIR: dirname(build.client) },
  });
  children.push(child);
  build.base = `http://127.0.0.1:${build.port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`the server for ${build.label} exited with ${child.exitCode}`);
    try {
      await (await fetch(`${build.base}/`)).arrayBuffer();
      return;
    } catch {
      if (attempt >= 300) throw new Error(`${build.base}/ did not answer`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

function stopServers() {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGINT");
}
process.on("exit", stopServers);
process.on("SIGINT", () => process.exit(130));
process.on("SIGTERM", () => process.exit(143));

for (const build of builds) await startServer(build);

/**
 * The peer, when asked for: a site already served at --peer, measured in the load and Lighthouse
 * parts only (the taps are this site's controls). `page(route)` is its page matching our route.
 */
const peer = options.peer ? await peerSite(options.peer, options["peer-routes"]) : null;
async function peerSite(url, list) {
  const base = url.replace(/\/+$/, "");
  const pages = (list?.split(",") ?? routes).map((route) => route.trim());
  if (pages.length !== routes.length)
    refuse(
      `--peer-routes: one page for each of the ${routes.length} routes (${routes.join(", ")}), not ${pages.length}`,
    );
  // A page sent with Cross-Origin-Opener-Policy starts in a new browser process: in Lighthouse the
  // navigation's first task then takes about twice as long (AstroWind's /services: 25 -> 60 ms
  // unthrottled), and counts as blocking time where it ends after the first paint.
  const opener = securityHeaders["Cross-Origin-Opener-Policy"];
  const unlike = [];
  for (const path of pages) {
    const response = await fetch(base + path).catch((error) => error.cause?.code ?? error.message);
    const status = typeof response === "string" ? response : response.status;
    if (status !== 200) refuse(`--peer: ${base}${path} answers ${status}, not 200`);
    if (response.headers.get("cross-origin-opener-policy") !== opener) unlike.push(path);
    await response.body?.cancel();
  }
  if (unlike.length)
    console.warn(
      `--peer: no "Cross-Origin-Opener-Policy: ${opener}" on ${unlike.join(", ")}. This site sends it, ` +
        "and it makes a page's first task longer in Lighthouse: serve the peer with it for a " +
        "like-for-like series.",
    );
  return { id: "peer", label: `peer ${base}`, base, page: (route) => pages[routes.indexOf(route)] };
}
/** The builds a part measures: the peer too in the load and Lighthouse parts. */
const withPeer = peer ? [...builds, peer] : builds;
/** The path of `route`'s page on a build or the peer. */
const pathOn = (build, route) => build.page?.(route) ?? route;

/** Median; a lost tap counts as endless (Infinity), so most runs lost make the median lost. */
const median = (values) => {
  const sorted = values.filter((value) => value != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => (bytes == null ? "-" : (bytes / 1000).toFixed(1));
const time = (value) => (value === Infinity ? "lost" : value == null ? "-" : `${Math.round(value)}`);
const ms = (value) => (value == null ? "-" : `${Math.round(value)} ms`);
/** Each list of samples (by key) made into one row by `row`. */
const rowsOf = (samples, row) =>
  Object.fromEntries(Object.entries(samples).map(([key, list]) => [key, row(list)]));
/** The median of each of `metrics` over a list of samples. */
const medians = (list, metrics) =>
  Object.fromEntries(metrics.map((metric) => [metric, median(list.map((sample) => sample[metric]))]));

/**
 * `measure(build, item)`, `rounds` times interleaved (see the top), after one unmeasured run per
 * build: a fresh browser's and server's first page is slower, and the first Lighthouse trace after
 * Chromium starts is often broken (NO_NAVSTART). The samples by "<build id> <item key>".
 */
async function interleave(part, rounds, items, measure, describe, among = builds) {
  for (const build of among) await measure(build, items[0]).catch(() => {});
  const samples = {};
  for (let round = 1; round <= rounds; round += 1) {
    for (const item of items) {
      for (const build of among) {
        const result = await measure(build, item);
        (samples[`${build.id} ${item.key}`] ??= []).push(result);
        console.log(`${part} run ${round}/${rounds} ${build.id.padEnd(4)} ${describe(item, result, build)}`);
      }
    }
  }
  return samples;
}

const started = Date.now();
const results = {
  routes,
  runs,
  loadRuns,
  builds: builds.map(({ id, label, client }) => ({ id, label, client })),
  peer: peer && { url: peer.base, routes: routes.map(peer.page) },
};

// --- load: JavaScript before interaction and script run at load -------------------------------

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** One page opened and left alone until the network is quiet, CPU 4x: its scripts and script time. */
async function loadOnce(browser, build, route, viewport) {
  const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const files = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      const path = new URL(response.url()).pathname;
      // A script that failed to load weighs nothing.
      files.push(
        response.body().then(
          (body) => ({ path, bytes: gzipBytes(body) }),
          () => null,
        ),
      );
    });
    // The load event first: the network can be quiet for a while as a slowed CPU parses the HTML,
    // before the scripts it names are requested (a page without islands then counted none).
    await page.goto(build.base + pathOn(build, route), { waitUntil: "load", timeout: 120_000 });
    await page.waitForLoadState("networkidle", { timeout: 120_000 });
    // Read before anything of this script runs in the page (Playwright's evaluations count too).
    const { metrics } = await cdp.send("Performance.getMetrics");
    const scriptMs = metrics.find((metric) => metric.name === "ScriptDuration").value * 1000;
    const inline = await page.$$eval("script:not([src])", (scripts) =>
      scripts
        .filter((script) => script.type !== "application/ld+json" && script.type !== "speculationrules")
        .map((script) => script.textContent ?? ""),
    );
    const inlineBytes = inline.map((text) => gzipBytes(Buffer.from(text)));
    const loaded = (await Promise.all(files)).filter(Boolean);
    const sum = (values) => values.reduce((total, value) => total + value, 0);
    return {
      scriptMs,
      jsBytes: sum(loaded.map((file) => file.bytes)) + sum(inlineBytes),
      files: loaded,
      inlineBytes,
    };
  } finally {
    await context.close();
  }
}

async function measureLoad() {
  const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_FLAGS });
  try {
    const items = routes.flatMap((route) =>
      VIEWPORTS.map((viewport) => ({ key: `${route} ${viewport.width}`, route, viewport })),
    );
    const samples = await interleave(
      "load",
      loadRuns,
      items,
      (build, { route, viewport }) => loadOnce(browser, build, route, viewport),
      ({ route, viewport }, result, build) =>
        `${pathOn(build, route).padEnd(34)} ${String(viewport.width).padStart(4)} px  ` +
        `JS ${kb(result.jsBytes)} KB (${result.files.length} files, ${result.inlineBytes.length} inline)  ` +
        `script ${ms(result.scriptMs)}`,
      withPeer,
    );
    const rows = rowsOf(samples, (list) => ({
      ...medians(list, ["jsBytes", "scriptMs"]),
      files: list.at(-1).files.length,
      inline: list.at(-1).inlineBytes.length,
    }));
    return { rows, samples };
  } finally {
    await browser.close();
  }
}

// --- lighthouse ------------------------------------------------------------------------------

let lighthouseVersion = "";
async function auditOnce(port, url) {
  const { lhr } = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  lighthouseVersion = lhr.lighthouseVersion;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const value = (id) => {
    const number = lhr.audits[id]?.numericValue;
    if (typeof number !== "number") throw new Error(`no value for ${id}`);
    return number;
  };
  return {
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
  };
}

async function measureLighthouse() {
  const chrome = await launchChromium();
  try {
    const samples = await interleave(
      "lighthouse",
      runs,
      routes.map((route) => ({ key: route, route })),
      (build, { route }) => {
        const url = `${build.base}${pathOn(build, route)}`;
        return withRetries(url, () => auditOnce(chrome.port, url));
      },
      ({ route }, result, build) =>
        `${pathOn(build, route).padEnd(34)} TBT ${ms(result.tbt)}  FCP ${ms(result.fcp)}  LCP ${ms(result.lcp)}  CLS ${result.cls.toFixed(3)}`,
      withPeer,
    );
    return { rows: rowsOf(samples, (list) => medians(list, ["tbt", "fcp", "lcp", "cls"])), samples };
  } finally {
    await chrome.kill();
  }
}

// --- taps: the first tap on the slow profile -------------------------------------------------

/** A tap with no answer within this long (in the page's clock) is lost. */
const LOST_AFTER_MS = 15_000;
/** Words are typed at this pace (ms from one key to the next): a quick typist. */
const KEY_DELAY_MS = 100;

/**
 * The slow profile: a 150 ms round trip (CDP's latency: from a request sent to its response's
 * headers) or `--latency`, and Lighthouse's mobile throughput (`throttling.mobileSlow4G`: 1.6 Mbps
 * down, as Lighthouse's DevTools throttling applies it, 0.9 of it), CPU 4x; in CDP's bytes per
 * second as Lighthouse's `enableNetworkThrottling` (core/lib/emulation.js) converts them.
 */
const profile = throttling.mobileSlow4G;
const networkConditions = {
  offline: false,
  latency,
  downloadThroughput: Math.floor((profile.downloadThroughputKbps * 1024) / 8),
  uploadThroughput: Math.floor((profile.uploadThroughputKbps * 1024) / 8),
};

/** A form's field (`h.field`, the control's `field`) at 390 px, "Ada" typed into it. */
const formField = {
  width: 390,
  target: (h) => h.first(h.field),
  type: "Ada",
  seen: (h) => h.focused(h.field),
  // The field holds the words and the form's code has them (it checks and sends them).
  done: (h) => h.any(h.field, (input) => input.value === "Ada" && h.ready(input)).length > 0,
  state: (h) => {
    const input = h.first(h.field);
    return `the field holds "${input?.value}", code ${input && h.ready(input) ? "ready" : "not ready"}`;
  },
};

/*
 * All run in the page with `h`, the helpers of `installProbe`, and see only the DOM (they are sent
 * to the page as source text): `target` finds the control, `seen` and `done` are checked on every
 * frame after the tap, `results` (if any) is a later step timed too, `state` says what the page
 * holds when the tap is lost. `h.ready(element)`: the code that answers `element` is there;
 * `h.dialog(name)`: the `<dialog>` of that name shown (not a placeholder popover).
 * The selectors hold in both builds (the same components, rendered statically or hydrated).
 */
const controls = [
  {
    id: "chat",
    label: "chat launcher",
    path: "/java",
    width: 390,
    target: (h) => h.first('button[aria-label="Chat with us"]'),
    seen: (h) =>
      h.shown('[role="status"], [popover]', (element) => element.textContent.includes("Loading chat")) ||
      h.busy('button[aria-label="Chat with us"]'),
    done: (h) => h.shown('dialog, [role="dialog"]', (element) => h.name(element) === "Virtual assistant"),
  },
  {
    id: "search",
    label: 'search, typing "java"',
    path: "/",
    width: 1440,
    target: (h) => h.first('header button[aria-label="Search the site"]'),
    type: "java",
    // The placeholder (a popover, before the code) or the dialog.
    seen: (h) => h.shown('dialog, [role="dialog"]', (element) => h.name(element) === "Search"),
    // Answered: a search box (the placeholder, from the title index, or the dialog) holding every
    // letter typed and listing pages for them.
    done: (h) =>
      h.shown(
        'dialog, [role="dialog"]',
        (box) =>
          h.name(box) === "Search" &&
          box.querySelector("input")?.value === "java" &&
          [...box.querySelectorAll('[aria-label="Results"] a')].some(h.visible),
      ),
    // Pagefind's own results, in the island's dialog: its status counts the pages found.
    results: (h) =>
      / found$/.test(h.dialog("Search")?.querySelector('[role="status"]')?.textContent ?? "") &&
      h.shown('dialog [aria-label="Results"] a'),
    state: (h) => {
      const dialog = h.dialog("Search");
      const placeholder = h.first('[popover][role="dialog"]', (element) => h.name(element) === "Search");
      return dialog
        ? `the dialog holds "${dialog.querySelector("input")?.value}"`
        : placeholder
          ? `the placeholder holds "${placeholder.querySelector("input")?.value}"`
          : "no search box shown";
    },
  },
  {
    id: "contact",
    label: 'contact form Name, typing "Ada"',
    path: "/contactUs",
    field: "#contact-name",
    ...formField,
  },
  {
    id: "apply",
    label: 'apply form Email, typing "Ada"',
    path: "/careers",
    field: "#apply-email",
    ...formField,
  },
  {
    id: "theme",
    label: "theme switch",
    path: "/company",
    width: 1440,
    target: (h) => h.first('header button[aria-label="Dark theme"]'),
    seen: (h) =>
      h.busy('header button[aria-label="Dark theme"]') ||
      h.any('header button[aria-label="Dark theme"][aria-pressed="true"]').length > 0,
    // The light colour scheme is emulated: pressed, the page turns dark.
    done: (h) => h.root.dataset.theme === "dark",
  },
  {
    id: "menu",
    label: "mobile menu",
    path: "/",
    width: 390,
    target: (h) => h.first('header button[popovertarget="mobile-nav"]'),
    seen: (h) => h.shown('nav[aria-label="Mobile"]'),
    done: (h) => h.shown('nav[aria-label="Mobile"] a'),
  },
  {
    id: "services",
    label: "Services menu",
    path: "/company",
    width: 1440,
    target: (h) =>
      h.first('nav[aria-label="Main"] :is(summary, button)', (item) => h.name(item) === "Services"),
    seen: (h) => h.any('nav[aria-label="Main"] :is(details[open], [aria-expanded="true"])').length > 0,
    done: (h) => h.shown('nav[aria-label="Main"] a', (element) => h.name(element) === "IT Consulting"),
  },
];
const chosen = options.controls
  ? options.controls.split(",").map((id) => id.trim())
  : controls.map((c) => c.id);
for (const id of chosen)
  if (!controls.some((control) => control.id === id))
    refuse(`--controls: ${controls.map((control) => control.id).join(", ")}, not "${id}"`);
const measuredControls = controls.filter((control) => chosen.includes(control.id));

/**
 * Runs in the page before its own scripts (sent as source text with the control's functions).
 * `aim()` finds where to tap. From the first `pointerdown` (its `timeStamp` is the tap's time), it
 * checks the control's functions on every animation frame, that is as each frame is about to be
 * painted, and notes when each first holds; it finishes two frames after the answer is done and the
 * control's code ready (checking the answer is still there: `kept`), or `lostAfter` ms after the
 * tap. All times are the page's (`performance.now()`, from the navigation's start). The page's
 * `window` is `globalThis` here (this file is linted as Node code).
 */
function installProbe({ target, seen, done, results, state, field }, lostAfter) {
  const view = globalThis;
  const { document } = view;
  const h = {
    /** The control's field, for a form's (`formField`). */
    field,
    /** <html> (read when used: this script runs before the document has one). */
    get root() {
      return document.documentElement;
    },
    /** On screen: rendered (not in a closed popover, dialog or <details>), not hidden, with a box. */
    visible: (element) =>
      element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0,
    any: (selector, test = () => true) => [...document.querySelectorAll(selector)].filter(test),
    shown: (selector, test) => h.any(selector, test).some(h.visible),
    first: (selector, test) => h.any(selector, test).find(h.visible),
    /** Whether one of them is marked `aria-busy` (a held tap). */
    busy: (selector, test) => h.any(selector, test).some((element) => element.ariaBusy === "true"),
    focused: (selector) => document.activeElement?.matches(selector) ?? false,
    dialog: (name) => h.first("dialog", (element) => h.name(element) === name),
    /** Its accessible name, as far as these controls need: aria-label, aria-labelledby, or its text. */
    name: (element) => {
      const label = element.getAttribute("aria-label");
      if (label) return label.trim();
      const ids = element.getAttribute("aria-labelledby");
      const text = ids
        ? ids
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" ")
        : element.textContent;
      return text.replace(/\s+/g, " ").trim();
    },
    /**
     * The code that answers `element` is there: its island has hydrated; outside islands the head
     * script answers from the first paint.
     */
    ready: (element) => {
      const island = element.closest("astro-island");
      return !island || island.getAttribute("data-island") === "ready";
    },
  };
  const longTasks = [];
  new view.PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  let aimed = null;
  const probe = {
    /**
     * Once the page has painted (first-contentful-paint) and the control is there: the middle of the
     * control (scrolled into view first if outside it) and the paint's time; else null.
     */
    aim: () => {
      const paint = view.performance.getEntriesByName("first-contentful-paint")[0];
      if (!paint) return null;
      aimed = target(h);
      if (!aimed) return null;
      let box = aimed.getBoundingClientRect();
      if (box.top < 0 || box.left < 0 || box.bottom > view.innerHeight || box.right > view.innerWidth) {
        aimed.scrollIntoView({ block: "center", behavior: "instant" });
        box = aimed.getBoundingClientRect();
      }
      return { fcp: paint.startTime, x: box.left + box.width / 2, y: box.top + box.height / 2 };
    },
    /** What the tap landed on, when not the control (something over it). */
    missed: null,
    tap: null,
    readyAtTap: null,
    seen: null,
    done: null,
    ready: null,
    results: null,
    kept: null,
    lost: false,
    state: null,
    error: null,
    finished: false,
  };
  view.__tapProbe = probe;

  /** What the page fetched after the tap, and the long tasks between the tap and `end`. */
  const finish = (end) => {
    probe.files = view.performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime >= probe.tap && entry.startTime <= end)
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        start: entry.startTime - probe.tap,
        end: entry.responseEnd - probe.tap,
        bytes: entry.transferSize,
      }));
    probe.longTaskMs = longTasks
      .map((task) => Math.min(task.start + task.duration, end) - Math.max(task.start, probe.tap))
      .filter((overlap) => overlap > 0)
      .reduce((sum, overlap) => sum + overlap, 0);
    if (probe.lost && state && !probe.error) probe.state = state(h);
    probe.finished = true;
  };

  view.addEventListener(
    "pointerdown",
    (event) => {
      if (probe.tap !== null) return;
      probe.tap = event.timeStamp;
      if (aimed && !aimed.contains(event.target)) probe.missed = event.target.outerHTML.slice(0, 80);
      probe.readyAtTap = aimed ? h.ready(aimed) : null;
      let framesAfter = 0;
      const frame = () => {
        const now = view.performance.now();
        try {
          if (probe.done === null && done(h)) probe.done = now;
          if (probe.seen === null && (probe.done !== null || seen(h))) probe.seen = now;
          if (probe.ready === null && aimed && h.ready(aimed)) probe.ready = now;
          if (results && probe.results === null && results(h)) probe.results = now;
        } catch (error) {
          // A check that throws would stop the frames unseen: the run is lost, and says why.
          probe.lost = true;
          probe.error = `the probe failed: ${error.message}`;
          return finish(now);
        }
        const answered = probe.done !== null && probe.ready !== null && (!results || probe.results !== null);
        if (answered && (framesAfter += 1) > 2) {
          probe.kept = done(h);
          probe.lost = !probe.kept;
          return finish(now);
        }
        if (!answered && now - probe.tap > lostAfter) {
          probe.lost = true;
          return finish(now);
        }
        view.requestAnimationFrame(frame);
      };
      view.requestAnimationFrame(frame);
    },
    true,
  );
}

/** A fresh context (empty cache) with one page on the slow profile, the probe installed. */
async function openTapPage(browser, control) {
  const touch = control.width < 1000;
  const context = await browser.newContext({
    viewport: { width: control.width, height: touch ? 844 : 900 },
    hasTouch: touch,
    colorScheme: "light",
  });
  // The home page's timed invitation would cover the controls.
  await context.addInitScript(() => globalThis.sessionStorage.setItem("altura:home-popup-dismissed", "1"));
  const { target, seen, done, results, state, field = null } = control;
  await context.addInitScript(
    `(${installProbe})({ target: ${target}, seen: ${seen}, done: ${done}, results: ${results}, state: ${state}, field: ${JSON.stringify(field)} }, ${LOST_AFTER_MS})`,
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", networkConditions);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { context, page };
}

/**
 * As soon as the page has painted and the control is there (checked on every frame), taps (390 px,
 * touch) or clicks (1440 px) its middle; returns the paint's time. Raw input at the point found in
 * that same frame, not a locator's tap(): a locator's actionability checks take several turns of
 * the page's main thread, each behind whatever long task the loading page runs.
 */
async function press(page, control) {
  const aim = await page
    .waitForFunction(() => globalThis.__tapProbe.aim(), null, { polling: "raf", timeout: 60_000 })
    .then((handle) => handle.jsonValue());
  if (control.width < 1000) await page.touchscreen.tap(aim.x, aim.y);
  else await page.mouse.click(aim.x, aim.y);
  return aim.fcp;
}

/** The first tap on one build: seen, done, lost, and what happened between. */
async function tapOnce(browser, build, control) {
  const { context, page } = await openTapPage(browser, control);
  try {
    await page.goto(`${build.base}${control.path}`, { waitUntil: "commit" });
    let fcp = null;
    let error;
    try {
      fcp = await press(page, control);
      // The visitor types once the tap is seen (the box shown, the field focused).
      if (control.type) {
        await page.waitForFunction(() => globalThis.__tapProbe.seen !== null, null, {
          polling: "raf",
          timeout: LOST_AFTER_MS,
        });
        await page.keyboard.type(control.type, { delay: KEY_DELAY_MS });
      }
    } catch (problem) {
      error = `could not tap or type: ${problem.message.split("\n")[0]}`;
    }
    let probe = {};
    try {
      probe = await (
        await page.waitForFunction(
          () => (globalThis.__tapProbe.finished ? { ...globalThis.__tapProbe, aim: undefined } : null),
          null,
          { polling: 100, timeout: LOST_AFTER_MS + 30_000 },
        )
      ).jsonValue();
    } catch {
      // No frame for all that time, or no pointerdown at all: as good as lost.
      error ??= "no answer (no frame or no tap)";
    }
    if (probe.missed) error = `the tap landed on ${probe.missed}, not on the control`;
    if (probe.error) error = probe.error;
    const since = (at) => (at != null && probe.tap != null ? at - probe.tap : null);
    return {
      fcp,
      tapAfterFcp: probe.tap != null && fcp != null ? probe.tap - fcp : null,
      seen: since(probe.seen),
      done: probe.lost || error ? null : since(probe.done),
      lost: Boolean(probe.lost || error),
      kept: probe.kept ?? null,
      readyAtTap: probe.readyAtTap ?? null,
      ready: probe.readyAtTap ? 0 : since(probe.ready),
      results: since(probe.results),
      files: probe.files ?? [],
      longTaskMs: probe.longTaskMs ?? null,
      state: probe.state ?? null,
      ...(error && { error }),
    };
  } finally {
    await context.close();
  }
}

async function measureTaps() {
  const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_FLAGS });
  let samples;
  try {
    samples = await interleave(
      "taps",
      runs,
      measuredControls.map((control) => ({ ...control, key: control.id })),
      (build, control) => tapOnce(browser, build, control),
      (control, tap) => {
        const fetched = tap.files.filter((file) => file.path.endsWith(".js"));
        return (
          `${control.id.padEnd(8)} tap ${ms(tap.tapAfterFcp)} after FCP  ` +
          (tap.lost
            ? `LOST (${tap.error ?? (tap.kept === false ? "undone when the code came" : "no answer")}${tap.state ? `; ${tap.state}` : ""})`
            : `seen ${ms(tap.seen)}  done ${ms(tap.done)}`) +
          `  code ready ${tap.readyAtTap ? "at the tap" : ms(tap.ready)}` +
          (tap.results != null ? `  results ${ms(tap.results)}` : "") +
          `  JS after tap ${fetched.length} files ${kb(fetched.reduce((sum, file) => sum + file.bytes, 0))} KB` +
          `  long tasks ${ms(tap.longTaskMs)}`
        );
      },
    );
  } finally {
    await browser.close();
  }
  const rows = rowsOf(samples, (list) => {
    const endless = (tap, value) => (tap.lost || value == null ? Infinity : value);
    const done = median(list.map((tap) => endless(tap, tap.done)));
    // The run whose done is the median's (or the nearest): its breakdown is told whole.
    const typical = [...list].sort(
      (a, b) => Math.abs(endless(a, a.done) - done) - Math.abs(endless(b, b.done) - done),
    )[0];
    return {
      seen: median(list.map((tap) => (tap.seen == null ? Infinity : tap.seen))),
      done,
      lost: list.filter((tap) => tap.lost).length,
      runs: list.length,
      ready: median(list.map((tap) => (tap.readyAtTap ? 0 : endless({}, tap.ready)))),
      readyAtTap: list.filter((tap) => tap.readyAtTap).length,
      results: median(list.map((tap) => tap.results)),
      typical,
    };
  });
  return { rows, samples };
}

// --- the runs --------------------------------------------------------------------------------

try {
  if (parts.includes("load")) results.load = await measureLoad();
  if (parts.includes("lighthouse")) results.lighthouse = await measureLighthouse();
  if (parts.includes("taps")) results.taps = await measureTaps();
} finally {
  stopServers();
}

// --- report ----------------------------------------------------------------------------------

const markdownTable = (header, lines) =>
  [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...lines.map((line) => `| ${line.join(" | ")} |`),
  ].join("\n");
const sections = [];
const verdicts = [];
/**
 * One line per target: PASS or FAIL, where this build missed it and by how much (`missesOf("this")`),
 * and, unless the target is itself a comparison with the reference, how often the reference missed it.
 */
const verdict = (name, missesOf, { compared = false } = {}) => {
  const misses = missesOf("this");
  const reference = compared ? null : missesOf("ref");
  verdicts.push(
    `- ${misses.length === 0 ? "PASS" : "FAIL"}: ${name}` +
      (misses.length ? ` (missed: ${misses.join("; ")})` : "") +
      (reference == null
        ? ""
        : ` (the reference: ${reference.length === 0 ? "meets it" : `misses ${reference.length}`})`),
  );
};

if (results.load || results.lighthouse) {
  const load = results.load?.rows ?? {};
  const lh = results.lighthouse?.rows ?? {};
  const both = (key, metric, format) =>
    VIEWPORTS.map((viewport) => format(load[`${key} ${viewport.width}`]?.[metric])).join(" / ");
  const lines = routes.flatMap((route) =>
    withPeer.map((build) => {
      const key = `${build.id} ${route}`;
      const audit = lh[key];
      return [
        `\`${pathOn(build, route)}\``,
        build.label,
        both(key, "jsBytes", kb),
        both(key, "scriptMs", time),
        time(audit?.tbt),
        time(audit?.fcp),
        time(audit?.lcp),
        audit ? audit.cls.toFixed(3) : "-",
      ];
    }),
  );
  sections.push(
    markdownTable(
      [
        "route",
        "build",
        "JS before interaction, KB gzip (390 / 1440 px)",
        "script at load, 4x CPU, ms (390 / 1440 px)",
        "TBT ms",
        "FCP ms",
        "LCP ms",
        "CLS",
      ],
      lines,
    ),
  );
  /** A build's misses on every route: `check(key, route)` gives a route's (none, one or a list). */
  const onRoutes = (check) => (id) => routes.flatMap((route) => check(`${id} ${route}`, route) ?? []);
  const perViewport = (metric, limit, format) =>
    onRoutes((key, route) =>
      VIEWPORTS.filter((viewport) => load[`${key} ${viewport.width}`]?.[metric] > limit).map(
        (viewport) => `${route} at ${viewport.width} px ${format(load[`${key} ${viewport.width}`][metric])}`,
      ),
    );
  const over = (metric, limit, format) =>
    onRoutes((key, route) => (lh[key][metric] > limit ? `${route} ${format(lh[key][metric])}` : []));
  if (results.load) {
    verdict(
      `JS before interaction ≤ ${TARGET.jsBytes / 1000} KB`,
      perViewport("jsBytes", TARGET.jsBytes, (bytes) => `${kb(bytes)} KB`),
    );
    verdict(`script at load ≤ ${TARGET.scriptMs} ms at 4x CPU`, perViewport("scriptMs", TARGET.scriptMs, ms));
  }
  if (results.lighthouse) {
    verdict(`TBT ≤ ${TARGET.tbtMs} ms`, over("tbt", TARGET.tbtMs, ms));
    if (peer)
      verdict(
        "TBT no more than the peer's on its matching page",
        onRoutes((key, route) => {
          const [ours, theirs] = [lh[key].tbt, lh[`peer ${route}`].tbt];
          return ours > theirs ? `${route} ${ms(ours)} against ${ms(theirs)} on ${peer.page(route)}` : [];
        }),
        { compared: true },
      );
    for (const metric of ["fcp", "lcp"]) {
      const later = onRoutes((key, route) => {
        const [ours, theirs] = [lh[key][metric], lh[`ref ${route}`][metric]];
        return ours > theirs + TARGET.sameWithinMs ? `${route} ${ms(ours)} against ${ms(theirs)}` : [];
      });
      verdict(
        `${metric.toUpperCase()} no worse than the reference (within ${TARGET.sameWithinMs} ms)`,
        later,
        {
          compared: true,
        },
      );
    }
    verdict(
      "CLS 0",
      over("cls", TARGET.cls, (value) => value.toFixed(3)),
    );
  }
}

if (results.taps) {
  const rows = results.taps.rows;
  /**
   * Where the time of the typical run went: when its code was ready, its long tasks, and each file
   * it fetched after the tap, in order (how deep the waterfall of the island's code is).
   */
  const breakdown = ({ typical: tap }) => {
    const files = [...tap.files]
      .sort((a, b) => a.start - b.start)
      .map(
        (file) => `${file.path.split("/").pop()} ${kb(file.bytes)} KB ${time(file.start)}–${time(file.end)}`,
      );
    return [
      tap.readyAtTap ? "code ready at the tap" : `code ready at ${time(tap.ready)}`,
      `long tasks ${time(tap.longTaskMs)} ms`,
      files.length ? `fetched after the tap: ${files.join(", ")}` : "nothing fetched after the tap",
    ].join("; ");
  };
  const cell = (row) =>
    row ? `${time(row.seen)} / ${time(row.done)}${row.lost ? ` (${row.lost}/${row.runs} lost)` : ""}` : "-";
  sections.push(
    markdownTable(
      [
        "control",
        "page",
        "this build: seen / done ms",
        "reference: seen / done ms",
        "this build: where the time goes (median run, ms from the tap)",
        "reference: code ready ms",
      ],
      measuredControls.map((control) => {
        const ours = rows[`this ${control.id}`];
        const ref = rows[`ref ${control.id}`];
        return [
          control.label +
            (control.results ? ` (results at ${time(ours.results)} / ${time(ref.results)})` : ""),
          `\`${control.path}\` ${control.width} px`,
          cell(ours),
          cell(ref),
          breakdown(ours),
          ref.readyAtTap === ref.runs ? "at the tap" : time(ref.ready),
        ];
      }),
    ),
  );
  const tapMisses = (id) =>
    measuredControls.flatMap((control) => {
      const row = rows[`${id} ${control.id}`];
      const misses = [];
      if (row.lost) misses.push(`${row.lost}/${row.runs} lost`);
      if (row.seen > TARGET.seenMs)
        misses.push(`seen ${time(row.seen)} ms (+${time(row.seen - TARGET.seenMs)})`);
      if (row.done > TARGET.doneMs)
        misses.push(`done ${time(row.done)} ms (+${time(row.done - TARGET.doneMs)})`);
      return misses.length ? [`${control.id} ${misses.join(", ")}`] : [];
    });
  verdict(`first tap seen ≤ ${TARGET.seenMs} ms and done ≤ ${TARGET.doneMs} ms, none lost`, tapMisses);
}

const note =
  `Medians of ${loadRuns} page loads (load) and ${runs} runs (Lighthouse, taps); ${new Date().toISOString()}, ${Math.round((Date.now() - started) / 1000)} s. ` +
  `This build: ${relative(projectRoot, builds[0].client) || "."}; reference: ${builds[1].client}; each served by scripts/serve.mjs. ` +
  (peer ? `Peer: ${peer.base} (load and Lighthouse). ` : "") +
  (results.load
    ? `Load: Chromium, reduced motion, CPU ${CPU_SLOWDOWN}x, until the load event and then the network quiet. `
    : "") +
  (results.lighthouse ? `Lighthouse ${lighthouseVersion} mobile, simulated throttling. ` : "") +
  (results.taps
    ? `Taps: latency ${networkConditions.latency} ms, down ${networkConditions.downloadThroughput} B/s, ` +
      `up ${networkConditions.uploadThroughput} B/s, CPU ${CPU_SLOWDOWN}x; keys ${KEY_DELAY_MS} ms apart; ` +
      `lost: no answer within ${LOST_AFTER_MS / 1000} s, or undone once the code came.`
    : "");
const report = `${note}\n\n${sections.join("\n\n")}\n\nTargets (this build):\n${verdicts.join("\n")}\n`;

mkdirSync(join(projectRoot, "test-results"), { recursive: true });
const out = resolve(projectRoot, options.out);
writeFileSync(`${out}.md`, report);
// JSON has no Infinity: a lost median is null there.
writeFileSync(
  `${out}.json`,
  JSON.stringify(
    { ...results, targets: TARGET, networkConditions, note },
    (_, value) => (value === Infinity ? null : value),
    2,
  ) + "\n",
);
console.log(`\n${report}\nWritten: ${relative(projectRoot, out)}.md and .json`);
