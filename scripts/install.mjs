#!/usr/bin/env node
/**
 * Installs the npm dependencies from package-lock.json. `npm ci` is tried first; when it fails on
 * optional native packages missing from the lock (a known npm bug with rollup/tailwind oxide),
 * it falls back to `npm install`, which resolves them for this platform.
 */
import { spawnSync } from "node:child_process";

const npm = (args) => spawnSync("npm", args, { stdio: "inherit" }).status === 0;
const flags = ["--no-audit", "--no-fund"];
if (!npm(["ci", ...flags])) {
  console.log("npm ci failed; retrying with npm install");
  if (!npm(["install", ...flags])) process.exit(1);
}
