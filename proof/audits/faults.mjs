#!/usr/bin/env node
/**
 * The fault matrix: `npm run audit:faults`. Runs e2e/faults.spec.ts (one test per fault) against
 * the preview server and against nginx (proof/deploy/with-nginx.mjs), then prints one line per fault
 * and server and the summary "N faults, N survived, N leads lost". A fault whose test guards a
 * visitor's message (tagged @lead) and fails counts as a lead lost. Needs a build.
 *   E2E_PORT (preview, default 4173), NGINX_PORT (default 4380). Exits non-zero unless all survived.
 * `npm test` runs the same spec in both of its browser stages.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { playwrightSpecs } from "../../scripts/lib/playwright-report.mjs";

const SPEC = "e2e/faults.spec.ts";

function run(server, command) {
  const output = `test-results/faults-${server}`;
  rmSync(output, { recursive: true, force: true });
  spawnSync(command[0], [...command.slice(1), SPEC], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PW_OUTPUT: output },
  });
  try {
    return JSON.parse(readFileSync(`${output}/e2e.json`, "utf8"));
  } catch {
    return null;
  }
}

/** Every test of a Playwright JSON report: title and final status. */
function tests(report) {
  return playwrightSpecs(report).flatMap((spec) =>
    (spec.tests ?? []).map((test) => ({
      title: spec.title,
      status: test.status === "skipped" ? "skipped" : (test.results?.at(-1)?.status ?? "failed"),
    })),
  );
}

const runs = [
  ["preview", ["npx", "playwright", "test"]],
  ["nginx", ["node", "proof/deploy/with-nginx.mjs", "npx", "playwright", "test"]],
];
let total = 0;
let survived = 0;
let leadsLost = 0;
for (const [server, command] of runs) {
  const report = run(server, command);
  const results = tests(report);
  if (!report || results.length === 0) {
    console.log(`FAIL ${server.padEnd(7)} the fault spec did not run`);
    total += 1;
    continue;
  }
  for (const { title, status } of results) {
    if (status === "skipped") continue;
    const ok = status === "passed";
    total += 1;
    if (ok) survived += 1;
    else if (title.includes("@lead")) leadsLost += 1;
    console.log(`${ok ? "ok  " : "FAIL"} ${server.padEnd(7)} ${title.replace(/\s*@lead\b/, "")}`);
  }
}
console.log(`\n${total} faults, ${survived} survived, ${leadsLost} leads lost`);
process.exit(total === survived ? 0 : 1);
