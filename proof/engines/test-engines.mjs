#!/usr/bin/env node
/**
 * The Firefox and WebKit stage of `npm test`: the journeys of proof/engines/journeys.mjs
 * in Debian's firefox-esr (WebDriver BiDi) and WebKitGTK (WebKitWebDriver, classic WebDriver, on
 * Xvfb), against the production and variant builds (run `npm run build` and
 * `npm run build:variant` first).
 *   node proof/engines/test-engines.mjs [firefox|webkit ...]   (default: both, one after the other)
 *   ENGINES_GREP=chat node proof/engines/test-engines.mjs firefox   (only the journeys whose name matches)
 * Writes test-results/engines-<engine>.json ({ passed, failed, failedNames, version }) for scripts/test.mjs
 * and exits non-zero when a journey failed.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { run } from "node:test";
import { spec } from "node:test/reporters";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const output = resolve(projectRoot, process.env.PW_OUTPUT ?? "test-results");
const journeys = join(projectRoot, "proof", "engines", "journeys.mjs");

/** Runs the journeys in one engine; resolves to `{ passed, failed, failedNames, version }`. */
async function runEngine(engine) {
  mkdirSync(output, { recursive: true });
  const counts = { passed: 0, failed: 0, failedNames: [] };
  process.env.ENGINE = engine;
  process.env.ENGINES_OUTPUT = output;
  const only = process.env.ENGINES_GREP ? { testNamePatterns: [process.env.ENGINES_GREP] } : {};
  const stream = run({ files: [journeys], cwd: projectRoot, timeout: 90_000, ...only });
  stream.on("test:pass", ({ details }) => details.type !== "suite" && counts.passed++);
  stream.on("test:fail", ({ name, details }) => {
    if (details.type === "suite") return;
    counts.failed++;
    counts.failedNames.push(name);
  });
  await new Promise((done) => stream.compose(spec).on("end", done).pipe(process.stdout));
  let version = "unknown";
  try {
    version = readFileSync(join(output, `engines-${engine}-version.txt`), "utf8");
  } catch {
    counts.failed ||= 1; // the browser did not start
  }
  const result = { engine, version, ...counts };
  writeFileSync(join(output, `engines-${engine}.json`), JSON.stringify(result, null, 2));
  return result;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const chosen = process.argv.slice(2);
  let failed = 0;
  for (const engine of chosen.length ? chosen : ["firefox", "webkit"]) {
    const result = await runEngine(engine);
    console.log(`${engine} (${result.version}): ${result.passed} passed, ${result.failed} failed`);
    failed += result.failed;
  }
  process.exit(failed ? 1 : 0);
}
