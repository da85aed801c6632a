#!/usr/bin/env node
/**
 * `npm test`: every check of the project, in order, with one summary line at the end:
 *   content (the files of content/ checked and compiled), lint, format (prettier), typecheck, unit tests, build (and the variant build with email keys and analytics that
 *   some browser tests use), the build on every deploy target's runtime (scripts/check-deploy.mjs:
 *   nginx, Cloudflare's workerd, Netlify's CLI, against npm start), browser tests (preview server, byte budgets included),
 *   HTML validation, Lighthouse accessibility/best-practices/SEO (no timing: timings are
 *   `npm run bench`), and against nginx with deploy/nginx the browser tests whose answer depends on
 *   the server (chosen in playwright.config.ts: status codes, redirects, headers and CSP, faults,
 *   the content editor's CSP, and the tests marked SERVER); the rest is the same HTML and JavaScript whichever server sends it;
 *   and the visitor's journeys in Firefox and WebKit (scripts/test-engines.mjs), one stage per engine.
 * Each stage's own tests count one each (unit, browser, pages, routes); lint, typecheck and
 * build count one check each. Exits non-zero when anything failed.
 *   SKIP_LIGHTHOUSE=1 skips the Lighthouse stage (for quick local runs; CI runs it).
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { ensureTools } from "./lib/ensure-tools.mjs";

const totals = { passed: 0, failed: 0 };
const lines = [];
const startedAt = performance.now();
/** Stages run one after another and each records once, so a stage's time is the time since the last record. */
let lastRecordAt = startedAt;
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function record(stage, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  const now = performance.now();
  lines.push(
    `${failed ? "FAIL" : "ok  "} ${stage}: ${passed} ok, ${failed} not ok (${seconds(now - lastRecordAt)})`,
  );
  lastRecordAt = now;
}

function check(stage, ok) {
  record(stage, ok ? 1 : 0, ok ? 0 : 1);
  return ok;
}

function playwrightStage(stage, command = ["npx", "playwright", "test"]) {
  rmSync("test-results/e2e.json", { force: true });
  const ok = run(command[0], command.slice(1));
  const report = readJson("test-results/e2e.json");
  if (!report) return check(stage, false);
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  record(stage, expected + flaky, unexpected + (ok || unexpected ? 0 : 1));
  return ok;
}

const toolProblems = await ensureTools({ chromium: true, java: true, nginx: true });
const engineProblems = await ensureTools({ chromium: false, java: false, engines: true });
for (const problem of [...toolProblems, ...engineProblems]) console.error(problem);

// The content files compile to what the app imports (and fail with file, field and problem).
check("content", run("node", ["scripts/content.mjs"]));
check("lint", run("npx", ["eslint", "."]));
check("format", run("npx", ["prettier", "--check", "."]));
check("typecheck", run("npx", ["react-router", "typegen"]) && run("npx", ["tsc"]));

rmSync("test-results/unit.json", { force: true });
const unitOk = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile=test-results/unit.json",
]);
const unit = readJson("test-results/unit.json");
if (unit) record("unit", unit.numPassedTests, unit.numFailedTests + (unitOk || unit.numFailedTests ? 0 : 1));
else check("unit", false);

const built =
  check("build", run("npm", ["run", "build"])) &&
  check("variant build", run("npm", ["run", "build:variant"]));
if (built && toolProblems.length === 0) {
  // The build on every deploy target's own runtime: preview, nginx, Cloudflare (workerd), Netlify.
  check("deploy targets", run("node", ["scripts/check-deploy.mjs"]));
  playwrightStage("browser (preview server)");
  rmSync("test-results/html.json", { force: true });
  run("node", ["scripts/validate-html.mjs"]);
  const html = readJson("test-results/html.json");
  if (html) record("html validation", html.passed, html.failed);
  else check("html validation", false);
  if (process.env.SKIP_LIGHTHOUSE !== "1") {
    rmSync("test-results/lighthouse.json", { force: true });
    run("node", ["scripts/lighthouse.mjs"]);
    const lighthouse = readJson("test-results/lighthouse.json");
    if (lighthouse) {
      const failed = lighthouse.filter((route) => route.failures.length).length;
      record("lighthouse (a11y, best practices, SEO)", lighthouse.length - failed, failed);
    } else check("lighthouse", false);
  }
  // Firefox and WebKit (issue 26): the visitor's journeys in the two other engines, one stage each.
  for (const engine of engineProblems.length ? [] : ["firefox", "webkit"]) {
    rmSync(`test-results/engines-${engine}.json`, { force: true });
    const ok = run("node", ["scripts/test-engines.mjs", engine]);
    const result = readJson(`test-results/engines-${engine}.json`);
    if (result)
      record(`browser (${result.version})`, result.passed, result.failed + (ok || result.failed ? 0 : 1));
    else check(`browser (${engine})`, false);
  }
  if (engineProblems.length) check("Firefox and WebKit present", false);
  // What the server decides, against nginx: playwright.config.ts picks those tests (E2E_SERVER=nginx).
  playwrightStage("browser (nginx)", ["node", "scripts/with-nginx.mjs", "npx", "playwright", "test"]);
} else if (built) {
  check("browser tools present", false);
}

console.log("\nSummary by stage:");
for (const line of lines) console.log(`  ${line}`);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed in ${seconds(performance.now() - startedAt)}`,
);
process.exit(totals.failed ? 1 : 0);
