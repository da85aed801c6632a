#!/usr/bin/env node
/**
 * MDN HTTP Observatory against the site served on loopback (run through with-nginx.mjs, which sets
 * E2E_BASE_URL):   npm run audit:observatory
 * The scanner is installed on first use into .cache/observatory from the npm registry, without
 * its install scripts (they download certificate and HSTS-preload lists from the web; neither is
 * needed for a loopback host). Exits 1 if a test that can pass without TLS fails.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const VERSION = "1.4.8";
const TLS_ONLY = new Set(["redirection", "strict-transport-security"]);
const prefix = join(process.cwd(), ".cache", "observatory");
const pkg = join(prefix, "node_modules", "@mdn", "mdn-http-observatory");

if (!existsSync(join(pkg, "package.json"))) {
  mkdirSync(prefix, { recursive: true });
  console.log(`Installing @mdn/mdn-http-observatory@${VERSION} into .cache/observatory`);
  execFileSync(
    "npm",
    [
      "install",
      "--prefix",
      prefix,
      "--no-save",
      "--ignore-scripts",
      "--no-audit",
      "--no-fund",
      `@mdn/mdn-http-observatory@${VERSION}`,
    ],
    { stdio: "inherit" },
  );
}
const preload = join(pkg, "conf", "hsts-preload.json");
if (!existsSync(preload)) writeFileSync(preload, "{}\n");

const load = (path) => import(pathToFileURL(join(pkg, "src", path)).href);
const { retrieve } = await load("retriever/retriever.js");
const { ALL_TESTS, NUM_TESTS } = await load("constants.js");
const { getGradeForScore, getScoreModifier } = await load("grader/grader.js");
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("grader/charts.js");

const target = new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1:4380");
// The scanner's own scan() ignores ports, so this runs its retrieval, tests and grading directly.
const retrieval = await retrieve(target.hostname, {
  httpPort: target.port,
  httpsPort: Number(target.port) + 1,
});
if (!retrieval.responses.auto) throw new Error(`Nothing answered at ${target}`);

let passed = 0;
let withCredit = 100;
let uncurved = 100;
const failedWithoutTls = [];
for (const test of ALL_TESTS) {
  const result = test(retrieval);
  const modifier = getScoreModifier(result.result);
  withCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  if (result.pass) passed += 1;
  const name = result.constructor.name;
  const tlsOnly = TLS_ONLY.has(name);
  if (!result.pass && !tlsOnly) failedWithoutTls.push(name);
  console.log(
    `${result.pass ? "pass" : tlsOnly ? "tls " : "FAIL"}  ${name.padEnd(32)} ${result.result} (${modifier >= 0 ? "+" : ""}${modifier})`,
  );
}
const grade = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved);
console.log(
  `Observatory over plain HTTP: ${passed}/${NUM_TESTS} tests pass, score ${grade.score}, grade ${grade.grade}; ` +
    `TLS-only tests (need HTTPS): ${[...TLS_ONLY].join(", ")}`,
);
process.exit(failedWithoutTls.length ? 1 : 0);
