#!/usr/bin/env node
/**
 * `npm install` and `npm ci` end by compiling content/ for the app (scripts/content.mjs). A dry
 * run (`npm ci --dry-run`, which checks that the lockfile installs) runs this script too but installs
 * nothing: there is nothing to compile with then, so it only says so.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync(new URL("../node_modules/yaml/package.json", import.meta.url))) {
  console.log("postinstall: no dependencies installed (a dry run?): content not compiled");
} else {
  const content = spawnSync(process.execPath, ["scripts/content.mjs"], { stdio: "inherit" });
  process.exit(content.status ?? 1);
}
