#!/usr/bin/env node
/**
 * Installs the proof folder's own packages (proof/package.json: Lighthouse, the WebDriver clients,
 * wrangler, netlify-cli, the HTML checker, autocannon) with `npm ci --prefix proof` when they are
 * missing or were installed from another lockfile; otherwise it does nothing. The site's own
 * `npm ci` leaves them out (no deploy needs them), so `npm test`, the bench, the audits and the
 * deploy check run this first.
 *   node proof/install.mjs
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const proofDir = fileURLToPath(new URL(".", import.meta.url));

function readOrNull(file) {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return null;
  }
}

/**
 * Installs the packages of `dir` (the proof folder) when needed: when its node_modules holds no
 * stamp of the lockfile it was installed from (its hash, written once `npm ci` has succeeded), or
 * another lockfile's. Returns null when the packages are there, else a sentence saying why not.
 */
export function installProofPackages(dir = proofDir) {
  const stamp = join(dir, "node_modules", ".installed-lock");
  const wanted = createHash("sha256")
    .update(readFileSync(join(dir, "package-lock.json")))
    .digest("hex");
  if (readOrNull(stamp) === wanted) return null;
  console.log("proof: installing the proof tools (npm ci --prefix proof)");
  const ci = spawnSync("npm", ["ci", "--prefix", dir, "--no-audit", "--no-fund"], { stdio: "inherit" });
  if (ci.status !== 0)
    return `proof: "npm ci --prefix proof" failed (exit ${ci.status ?? ci.signal}): the proof tools are not installed`;
  mkdirSync(join(dir, "node_modules"), { recursive: true });
  writeFileSync(stamp, `${wanted}\n`);
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problem = installProofPackages();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
