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
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const proofDir = fileURLToPath(new URL(".", import.meta.url));
/** The lockfile's hash, written beside the packages once `npm ci` has installed them from it. */
const stamp = join(proofDir, "node_modules", ".installed-lock");

const lockHash = () =>
  createHash("sha256")
    .update(readFileSync(join(proofDir, "package-lock.json")))
    .digest("hex");

function installedHash() {
  try {
    return readFileSync(stamp, "utf8").trim();
  } catch {
    return null;
  }
}

/** Installs when needed; returns null when the packages are there, else a sentence saying why not. */
export function installProofPackages() {
  const wanted = lockHash();
  if (installedHash() === wanted) return null;
  console.log("proof: installing the proof tools (npm ci --prefix proof)");
  const ci = spawnSync("npm", ["ci", "--prefix", proofDir, "--no-audit", "--no-fund"], { stdio: "inherit" });
  if (ci.status !== 0)
    return `proof: "npm ci --prefix proof" failed (exit ${ci.status ?? ci.signal}): the proof tools are not installed`;
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
