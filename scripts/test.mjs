#!/usr/bin/env node
/**
 * `npm test`: every check of the project, with one summary line at the end:
 *   content (the files of content/ checked and compiled), lint, format (prettier), typecheck, the
 *   build and the variant build with email keys and analytics that some browser tests use, the
 *   proof tools' install, unit tests, the browser tests (preview server, byte budgets
 *   included), the built pages' words against content, HTML validation and what the built pages'
 *   HTML decides (scripts/built-pages.test.mjs), the build on every deploy target's runtime
 *   (proof/deploy/check-deploy.mjs: nginx, Cloudflare's workerd, Netlify's CLI, against npm
 *   start), the visitor's journeys in Firefox and WebKit (proof/engines/test-engines.mjs), one
 *   stage per engine, the browser tests whose answer depends on the server against nginx with
 *   deploy/nginx (chosen in playwright.config.ts: status codes, redirects, headers and CSP, faults,
 *   the content editor's CSP, and the tests marked SERVER; the rest is the same HTML and
 *   JavaScript whichever server sends it), and Lighthouse's accessibility, best practices and SEO
 *   (no timing: timings are `npm run bench`).
 * Each stage's own tests count one each (unit, browser, pages, routes); the proof packages'
 * install, lint, typecheck and build count one check each. The failed tests' names follow the
 * summary, so that the last lines of a long log say what failed. Exits non-zero when anything failed.
 * Side by side (the machine may have two cores): lint, format and typecheck (one thread each);
 * the proof tools' install beside the two builds; after the Chromium stage, Lighthouse beside
 * every later stage (one browser or checker each, one after another). The rest runs in order.
 *   SKIP_LIGHTHOUSE=1 skips the Lighthouse stage (for quick local runs; CI runs it).
 */
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { ensureTools } from "./lib/ensure-tools.mjs";
import { playwrightSpecs } from "./lib/playwright-report.mjs";

const totals = { passed: 0, failed: 0 };
const lines = [];
/** The failed tests' names, repeated under the summary so that the log's last lines say what failed. */
const failures = [];
const startedAt = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * Runs a command; resolves to whether it succeeded. Its output reaches the terminal as it comes,
 * or, for a stage that runs beside another (`alongside`), whole when it ends, so that two stages'
 * lines never interleave.
 */
function run(command, args, { alongside = false, env = process.env } = {}) {
  const heading = `\n$ ${[command, ...args].join(" ")}`;
  if (!alongside) console.log(heading);
  return new Promise((done) => {
    const child = spawn(command, args, { env, stdio: alongside ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output = [];
    for (const stream of alongside ? [child.stdout, child.stderr] : [])
      stream.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code) => {
      if (alongside) console.log(`${heading}\n${Buffer.concat(output).toString().trimEnd()}`);
      done(code === 0);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** Adds a stage's counts to the summary, with the time since the stage began. */
function record(stage, since, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  lines.push(
    `${failed ? "FAIL" : "ok  "} ${stage}: ${passed} ok, ${failed} not ok (${seconds(performance.now() - since)})`,
  );
}

/** A stage that counts as one check: it passed when `ok` resolves true. */
async function check(stage, ok) {
  const since = performance.now();
  const passed = await ok();
  record(stage, since, passed ? 1 : 0, passed ? 0 : 1);
  return passed;
}

/** A stage whose command writes a JSON report: `count` reads passed/failed from it. */
async function reported(stage, report, command, count, options) {
  const since = performance.now();
  rmSync(report, { force: true });
  const ok = await run(command[0], command.slice(1), options);
  const result = readJson(report);
  if (!result) return record(stage, since, 0, 1);
  const { passed, failed, name = stage, failedNames = [] } = count(result);
  failures.push(...failedNames.map((test) => `${name}: ${test}`));
  // A command that failed with nothing failed in its report still fails the stage.
  record(name, since, passed, failed + (ok || failed ? 0 : 1));
}

/** The unit test files of the built pages: their words, and what their HTML decides. */
const BUILT_PAGES_TESTS = { words: "app/content/visible-text.test.ts", html: "scripts/built-pages.test.mjs" };

/**
 * A unit test file of the built pages (scripts/lib/tested-build.mjs), run again now that the site
 * is built, with its `variable` set to "required": a missing or stale build fails it. It runs
 * beside another stage: its output comes whole when it ends.
 */
function builtPagesTest(stage, file, variable) {
  const report = `test-results/${file.replace(/^.*\//, "").replace(/\.test\.\w+$/, "")}.json`;
  return reported(
    stage,
    report,
    ["npx", "vitest", "run", file, "--reporter=default", "--reporter=json", `--outputFile=${report}`],
    vitestCounts,
    { alongside: true, env: { ...process.env, [variable]: "required" } },
  );
}

/** The names of a Vitest JSON report's failed tests, with their files (or a file that failed to run). */
function vitestFailures(unit) {
  return (unit.testResults ?? []).flatMap((file) => {
    const path = file.name.replace(`${process.cwd()}/`, "");
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    if (file.status === "failed" && failed.length === 0) return [`${path}: ${file.message || "did not run"}`];
    return failed.map((test) => `${path}: ${test.fullName}`);
  });
}

const playwrightCounts = (report) => ({
  passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0),
  failed: report.stats?.unexpected ?? 0,
  failedNames: playwrightSpecs(report)
    .filter((spec) => spec.tests.some((test) => test.status === "unexpected"))
    .map((spec) => `${spec.file}:${spec.line}: ${spec.title}`),
});

const vitestCounts = (unit) => ({
  passed: unit.numPassedTests,
  failed: unit.numFailedTests,
  failedNames: vitestFailures(unit),
});

const toolProblems = await ensureTools({ chromium: true, java: true, nginx: true });
const engineProblems = await ensureTools({ chromium: false, java: false, engines: true });
for (const problem of [...toolProblems, ...engineProblems]) console.error(problem);

// The content files compile to what the app imports (and fail with file, field and problem).
await check("content", () => run("node", ["scripts/content.mjs"]));
// Three single-threaded tools, side by side.
await Promise.all([
  check("lint", () => run("npx", ["eslint", "."], { alongside: true })),
  check("format", () => run("npx", ["prettier", "--check", "."], { alongside: true })),
  check(
    "typecheck",
    async () =>
      (await run("npx", ["astro", "sync"], { alongside: true })) &&
      (await run("npx", ["tsc"], { alongside: true })),
  ),
]);
// The proof tools' packages (proof/package.json: the audits, the engines' WebDriver clients, the
// deploy targets' runtimes), installed once and again when their lockfile changes, beside the two
// builds: each build keeps about one core busy, and nothing before the browser tests uses them.
const bothBuilds = async () =>
  (await check("build", () => run("npm", ["run", "build"]))) &&
  (await check("variant build", () => run("npm", ["run", "build:variant"])));
const [proofInstalled, built] = await Promise.all([
  check("proof packages", () => run("node", ["proof/install.mjs"], { alongside: true })),
  bothBuilds(),
]);
// After the build: the unit tests that build a copy of the project (scripts/add-page.test.mjs)
// then find the share images and compressed files this build has just made in .cache/, and make
// only their own. The tests of the built pages run in their own stages below, once each.
await reported(
  "unit",
  "test-results/unit.json",
  [
    "npx",
    "vitest",
    "run",
    ...Object.values(BUILT_PAGES_TESTS).flatMap((file) => ["--exclude", file]),
    "--reporter=default",
    "--reporter=json",
    "--outputFile=test-results/unit.json",
  ],
  vitestCounts,
);
if (built && proofInstalled && toolProblems.length === 0) {
  await reported(
    "browser (preview server)",
    "test-results/e2e.json",
    ["npx", "playwright", "test"],
    playwrightCounts,
  );
  // Then two lanes side by side, one browser or checker each (the machine may have only two
  // cores). One is Lighthouse. The other: what the built pages decide without a browser; the
  // build on every deploy target's own runtime; the visitor's journeys in Firefox then WebKit, one
  // stage per engine; then what the server decides, against nginx (playwright.config.ts picks
  // those tests: E2E_SERVER=nginx), with its results in a folder of its own (Playwright empties
  // its output folder as it starts).
  const lighthouseLane = async () => {
    if (process.env.SKIP_LIGHTHOUSE === "1") return;
    await reported(
      "lighthouse (all categories; a11y, best practices, SEO gated)",
      "test-results/lighthouse.json",
      ["node", "proof/audits/lighthouse.mjs"],
      (routes) => {
        const failedNames = routes
          .filter((route) => route.failures.length)
          .map((route) => `${route.route}: ${route.failures.join(", ")}`);
        return { passed: routes.length - failedNames.length, failed: failedNames.length, failedNames };
      },
      { alongside: true },
    );
  };
  const browsersLane = async () => {
    // The built pages' words, checked against content.
    await builtPagesTest("visible text (built pages)", BUILT_PAGES_TESTS.words, "VISIBLE_TEXT_BUILD");
    await reported(
      "html validation",
      "test-results/html.json",
      ["node", "proof/audits/validate-html.mjs"],
      (html) => html,
      { alongside: true },
    );
    // What the HTML decides: titles, canonical links, headings, JSON-LD, links, ids, and every
    // inline script's hash in the page's policies.
    await builtPagesTest("html (built pages)", BUILT_PAGES_TESTS.html, "BUILT_PAGES");
    // Preview, nginx, Cloudflare (workerd), Netlify.
    await check("deploy targets", () => run("node", ["proof/deploy/check-deploy.mjs"], { alongside: true }));
    if (engineProblems.length) await check("Firefox and WebKit present", async () => false);
    else
      for (const engine of ["firefox", "webkit"])
        await reported(
          `browser (${engine})`,
          `test-results/engines-${engine}.json`,
          ["node", "proof/engines/test-engines.mjs", engine],
          (result) => ({ ...result, name: `browser (${result.version})` }),
          { alongside: true },
        );
    const output = "test-results/nginx";
    await reported(
      "browser (nginx)",
      `${output}/e2e.json`,
      ["node", "proof/deploy/with-nginx.mjs", "npx", "playwright", "test"],
      playwrightCounts,
      { alongside: true, env: { ...process.env, PW_OUTPUT: output } },
    );
  };
  await Promise.all([lighthouseLane(), browsersLane()]);
} else if (built && toolProblems.length) {
  await check("browser tools present", async () => false);
}

console.log("\nSummary by stage:");
for (const line of lines) console.log(`  ${line}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((test) => `  ${test}`).join("\n")}`);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed in ${seconds(performance.now() - startedAt)}`,
);
process.exit(totals.failed ? 1 : 0);
