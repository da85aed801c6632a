#!/usr/bin/env node
/**
 * `npm run bench`: Lighthouse 12.8 mobile performance (default simulated throttling) on every
 * pre-rendered page, against the preview server (`scripts/serve.mjs`) and nginx with the deploy
 * config (`scripts/with-nginx.mjs`). A benchmark, not a test: it prints numbers and always exits 0
 * unless it could not measure.
 *
 * Per route and server, the median of N runs of: performance score, FCP, LCP, TBT, CLS, JavaScript
 * bytes (as transferred, i.e. compressed) and total bytes. Runs are interleaved (run 1 of every
 * route on both servers, then run 2, ...) so that noise from a busy machine hits all alike.
 * A route the servers answer with a redirect (a legacy URL) is listed, not measured: it is the way to
 * a page, and that page is measured as itself.
 * Writes test-results/bench.md (a Markdown table) and test-results/bench.json.
 * Then the first tap, timed (scripts/bench-taps.mjs, on the same build, with the same --runs):
 * tap to answer and INP per control on Lighthouse's mobile profile; test-results/bench-taps.md.
 *
 *   npm run bench                              build, then every route, 3 runs, both servers
 *   npm run bench -- --no-build                use the existing build
 *   npm run bench -- --routes /,/java --runs 1 --servers preview
 *   npm run bench -- --no-build --routes / /java /contactUs --runs 3   (routes also space-separated)
 *   npm run bench -- --compare astrowind=http://127.0.0.1:4600/,http://127.0.0.1:4600/services
 *       another site, already being served, in the same interleaved runs (rows named astrowind)
 *   npm run bench -- --only lighthouse         (or --only taps) one half
 *   BUILD_DIR=/path/to/build npm run bench -- --no-build     another build (absolute, or relative
 *       to the project)
 *
 * Ports: LIGHTHOUSE_PORT (preview server, default 4180) and NGINX_PORT (default 4380); the taps
 * half's TAPS_PORT (default 4190).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import { ADMIN_PATH } from "../deploy/policy.mjs";
import { pageUrl } from "./build/page-files.mjs";
import { htmlFiles } from "./build/html-files.mjs";
import { ensureBuild } from "./lib/ensure-build.mjs";
import { launchChromium, withRetries } from "./lib/lighthouse-run.mjs";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const buildDir = resolve(projectRoot, process.env.BUILD_DIR ?? "build");
const clientDir = join(buildDir, "client");

const { values: options, positionals } = parseArgs({
  // `--routes / /java /contactUs`: the words after --routes's value are more routes.
  allowPositionals: true,
  options: {
    routes: { type: "string" },
    runs: { type: "string", default: "3" },
    servers: { type: "string", default: "preview,nginx" },
    "no-build": { type: "boolean", default: false },
    out: { type: "string", default: "test-results/bench" },
    // Another site, already being served, measured in the same interleaved runs:
    // --compare astrowind=http://127.0.0.1:4600/,http://127.0.0.1:4600/services
    compare: { type: "string", multiple: true, default: [] },
    // One half only: lighthouse, or taps (scripts/bench-taps.mjs).
    only: { type: "string" },
  },
});

const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number >= 1, not "${options.runs}"`);
if (options.only && !["lighthouse", "taps"].includes(options.only))
  throw new Error(`--only: lighthouse or taps, not "${options.only}"`);
const servers = options.servers.split(",").map((name) => name.trim());
for (const name of servers) {
  if (!["preview", "nginx"].includes(name))
    throw new Error(`--servers: unknown server "${name}" (preview, nginx)`);
}

/** `name=url,url`: the pages of another site to measure beside ours; rows are labelled `name`. */
const compared = options.compare.map((value) => {
  const [name, urls] = value.split("=");
  if (!name || !urls) throw new Error(`--compare: write name=url[,url...], not "${value}"`);
  return { name, urls: urls.split(",").map((url) => new URL(url.trim())) };
});

ensureBuild({ projectRoot, clientDir, skip: options["no-build"] });

/** The first tap, timed (scripts/bench-taps.mjs), on the build just checked (BUILD_DIR passes on). */
function benchTaps() {
  console.log("\n$ node scripts/bench-taps.mjs --no-build --runs", runs);
  const taps = spawnSync(process.execPath, ["scripts/bench-taps.mjs", "--no-build", "--runs", String(runs)], {
    stdio: "inherit",
    cwd: projectRoot,
  });
  if (taps.status !== 0) throw new Error("scripts/bench-taps.mjs could not measure");
}
if (options.only === "taps") {
  benchTaps();
  process.exit(0);
}

/**
 * Every pre-rendered page of the build: one `<page>.html` per route (not 404 or the content
 * editor, which is not a page of the site).
 */
const allRoutes = htmlFiles(clientDir)
  .map((file) => "/" + relative(clientDir, file))
  .filter((path) => path !== "/404.html" && path !== `${ADMIN_PATH}.html`)
  .map(pageUrl)
  .sort();
if (positionals.length > 0 && !options.routes)
  throw new Error(`Unexpected arguments ${positionals.join(" ")}: routes go after --routes`);
const routes = options.routes
  ? [...options.routes.split(","), ...positionals].map((route) => route.trim()).filter(Boolean)
  : allRoutes;
for (const route of routes) {
  if (!allRoutes.includes(route))
    throw new Error(`--routes: ${route} is not a pre-rendered page of the build`);
}

// --- servers -------------------------------------------------------------------------------

const children = [];
async function waitFor(url, child) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

/** True when something already answers on the port (a server left running would be measured). */
async function portInUse(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function startServer(name) {
  const port = Number(
    name === "preview" ? (process.env.LIGHTHOUSE_PORT ?? 4180) : (process.env.NGINX_PORT ?? 4380),
  );
  if (await portInUse(port)) {
    throw new Error(`port ${port} (${name}) is already in use: stop that server or choose another port`);
  }
  const [command, args, env] =
    name === "preview"
      ? ["node", ["scripts/serve.mjs"], { PORT: String(port), HOST: "127.0.0.1" }]
      : ["node", ["scripts/with-nginx.mjs", "--serve"], { NGINX_PORT: String(port) }];
  const child = spawn(command, args, {
    cwd: projectRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env },
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/`, child);
  return base;
}

function stopServers() {
  // with-nginx.mjs stops nginx and removes its temporary prefix on SIGINT.
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGINT");
}
process.on("exit", stopServers);
process.on("SIGINT", () => process.exit(130));
process.on("SIGTERM", () => process.exit(143));

// --- Lighthouse ----------------------------------------------------------------------------

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
  const score = lhr.categories.performance?.score;
  if (typeof score !== "number") throw new Error("performance has no score");
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const jsBytes = requests
    .filter((request) => request.resourceType === "Script")
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    perf: Math.round(score * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    jsBytes,
    totalBytes: value("total-byte-weight"),
  };
}

let lighthouseVersion = "";
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const bases = {};
for (const name of servers) bases[name] = await startServer(name);

/**
 * Routes a server answers with a redirect (a legacy URL kept for old links, such as `/insightsBlog`
 * to the default article): not pages but the way to one, measured as the page they lead to.
 */
const redirects = new Map();
for (const route of routes) {
  for (const server of servers) {
    const response = await fetch(`${bases[server]}${route}`, { redirect: "manual" });
    await response.arrayBuffer();
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location)
      redirects.set(route, `${response.status} to ${new URL(location, bases[server]).pathname}`);
  }
}
const pages = routes.filter((route) => !redirects.has(route));
if (pages.length === 0) throw new Error("Every route given is a redirect: nothing to measure");

const chrome = await launchChromium();

// One unmeasured run per server first: the first trace after Chromium starts is often broken
// (NO_NAVSTART), and it warms the servers' file caches alike.
for (const server of servers) await auditOnce(chrome.port, `${bases[server]}${pages[0]}`).catch(() => {});

const samples = new Map(); // "server route" -> [result per run]
const log = (run, server, route, result) =>
  console.log(
    `run ${run}/${runs} ${server.padEnd(9)} ${route.padEnd(34)} perf ${result.perf}  FCP ${Math.round(result.fcp)} ms  LCP ${Math.round(result.lcp)} ms  TBT ${Math.round(result.tbt)} ms  CLS ${result.cls.toFixed(3)}`,
  );
const started = Date.now();
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const route of pages) {
      for (const server of servers) {
        const url = `${bases[server]}${route}`;
        const result = await withRetries(url, () => auditOnce(chrome.port, url));
        const key = `${server} ${route}`;
        samples.set(key, [...(samples.get(key) ?? []), result]);
        log(run, server, route, result);
      }
    }
    for (const { name, urls } of compared) {
      for (const url of urls) {
        const result = await withRetries(url.href, () => auditOnce(chrome.port, url.href));
        const key = `${name} ${url.pathname}`;
        samples.set(key, [...(samples.get(key) ?? []), result]);
        log(run, name, url.pathname, result);
      }
    }
  }
} finally {
  await chrome.kill();
  stopServers();
}

// --- report --------------------------------------------------------------------------------

const rows = [];
const measured = [
  ...pages.flatMap((route) => servers.map((server) => ({ server, route }))),
  ...compared.flatMap(({ name, urls }) => urls.map((url) => ({ server: name, route: url.pathname }))),
];
for (const { server, route } of measured) {
  const results = samples.get(`${server} ${route}`);
  const pick = (key) => median(results.map((result) => result[key]));
  rows.push({
    server,
    route,
    perf: pick("perf"),
    minPerf: Math.min(...results.map((result) => result.perf)),
    fcp: pick("fcp"),
    lcp: pick("lcp"),
    tbt: pick("tbt"),
    cls: pick("cls"),
    jsBytes: pick("jsBytes"),
    totalBytes: pick("totalBytes"),
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes) => (bytes / 1000).toFixed(1); // KB: 1,000 B, as the goal counts them
const header = ["server", "route", "perf", "FCP", "LCP", "TBT", "CLS", "JS (KB)", "total (KB)"];
const cells = rows.map((row) => [
  row.server,
  `\`${row.route}\``,
  row.minPerf === row.perf ? String(row.perf) : `${row.perf} (min ${row.minPerf})`,
  seconds(row.fcp),
  seconds(row.lcp),
  `${Math.round(row.tbt)} ms`,
  row.cls.toFixed(3),
  kb(row.jsBytes),
  kb(row.totalBytes),
]);
const table = [
  `| ${header.join(" | ")} |`,
  `|${header.map(() => "---").join("|")}|`,
  ...cells.map((line) => `| ${line.join(" | ")} |`),
].join("\n");

const goal = { perf: 100, fcp: 1200, lcp: 1500, tbt: 50, cls: 0, jsBytes: 125_000 };
const misses = rows
  .filter((row) => servers.includes(row.server))
  .filter(
    (row) =>
      row.perf < goal.perf ||
      row.fcp > goal.fcp ||
      row.lcp > goal.lcp ||
      row.tbt > goal.tbt ||
      row.cls > goal.cls ||
      row.jsBytes > goal.jsBytes,
  );
const summary =
  `Lighthouse ${lighthouseVersion} mobile (simulated throttling), median of ${runs} run(s), ${pages.length} page(s), ` +
  `servers: ${servers.join(", ")}; ${new Date().toISOString()}, ${Math.round((Date.now() - started) / 1000)} s. ` +
  `Goal (ARCHITECTURE.md §5): perf 100, FCP <= 1.2 s, LCP <= 1.5 s, TBT <= 50 ms, CLS 0, JS <= 125,000 B; ` +
  `${pages.length * servers.length - misses.length} of ${pages.length * servers.length} of our rows meet it.` +
  [...redirects]
    .map(([route, answer]) => ` Not measured: \`${route}\` (${answer}), a redirect, not a page.`)
    .join("");

mkdirSync(join(projectRoot, "test-results"), { recursive: true });
const out = resolve(projectRoot, options.out);
writeFileSync(`${out}.md`, `${summary}\n\n${table}\n`);
writeFileSync(
  `${out}.json`,
  JSON.stringify({ summary, runs, rows, samples: Object.fromEntries(samples) }, null, 2) + "\n",
);
console.log(`\n${table}\n\n${summary}\nWritten: ${relative(projectRoot, out)}.md and .json`);

if (options.only !== "lighthouse") benchTaps();
