/**
 * proof/install.mjs runs `npm ci` for the proof folder once, and again only when its lockfile
 * changes: here on a project with no dependencies, where `npm ci` takes a second. `npm ci` empties
 * node_modules first, so a file left there tells whether it ran.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { installProofPackages } from "./install.mjs";

const dir = mkdtempSync(join(tmpdir(), "proof-install-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** package.json and its lockfile for a project of this version with no dependencies. */
function project(version) {
  const root = { name: "proof-install-test", version };
  writeFileSync(join(dir, "package.json"), JSON.stringify(root));
  writeFileSync(
    join(dir, "package-lock.json"),
    JSON.stringify({ ...root, lockfileVersion: 3, requires: true, packages: { "": root } }),
  );
}
const left = join(dir, "node_modules", "left-here");
const ran = () => {
  const gone = !existsSync(left);
  writeFileSync(left, "");
  return gone;
};

it("installs once, and again only when the lockfile changes", () => {
  project("1.0.0");
  expect(installProofPackages(dir)).toBeNull();
  expect(existsSync(join(dir, "node_modules", ".installed-lock"))).toBe(true);
  ran();
  expect(installProofPackages(dir)).toBeNull();
  expect(ran()).toBe(false);
  project("1.0.1");
  expect(installProofPackages(dir)).toBeNull();
  expect(ran()).toBe(true);
}, 60_000);

it("says so when npm ci fails", () => {
  writeFileSync(join(dir, "package-lock.json"), "{ not json");
  expect(installProofPackages(dir)).toMatch(/npm ci --prefix proof" failed/);
}, 60_000);
