/**
 * A fresh clone installs the way every CI/CD host does: `npm ci`, which refuses a lockfile that
 * lacks a package another platform would need (the optional native builds of rollup, Tailwind's
 * oxide and pagefind). A dry run resolves the whole tree against the lockfile without installing.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "npm-ci-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("package-lock.json", () => {
  it("installs with npm ci", () => {
    for (const file of ["package.json", "package-lock.json"]) copyFileSync(file, join(dir, file));
    const ci = spawnSync(
      "npm",
      ["ci", "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"],
      { cwd: dir, encoding: "utf8" },
    );
    expect(ci.stderr.match(/npm error .*/g) ?? []).toEqual([]);
    expect(ci.status).toBe(0);
  }, 60_000);

  it("holds every platform's build of each native package", () => {
    const { packages } = JSON.parse(readFileSync("package-lock.json", "utf8"));
    const missing = Object.entries(packages).flatMap(([, pkg]) =>
      Object.keys(pkg.optionalDependencies ?? {}).filter(
        (name) => !Object.keys(packages).some((path) => path.endsWith(`node_modules/${name}`)),
      ),
    );
    expect(missing).toEqual([]);
  });
});
