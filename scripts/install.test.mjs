/**
 * A fresh clone installs the way every CI/CD host does: `npm ci`, which refuses a lockfile that
 * lacks a package another platform would need (the optional native builds of rollup, Tailwind's
 * oxide and pagefind; workerd's and esbuild's for the proof tools). A dry run resolves the whole
 * tree against the lockfile without installing. The same for the site's packages and for the proof
 * folder's, which npm test installs with `npm ci --prefix proof`. The editor's package is its
 * ready-made browser bundle: what only its own build needs is overridden by an empty package.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "npm-ci-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each([".", "proof"])("%s/package-lock.json", (folder) => {
  it("installs with npm ci", () => {
    const project = join(dir, folder);
    mkdirSync(project, { recursive: true });
    for (const file of ["package.json", "package-lock.json"])
      copyFileSync(join(folder, file), join(project, file));
    const ci = spawnSync(
      "npm",
      ["ci", "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"],
      { cwd: project, encoding: "utf8" },
    );
    expect(ci.stderr.match(/npm error .*/g) ?? []).toEqual([]);
    expect(ci.status).toBe(0);
  }, 60_000);

  it("holds every platform's build of each native package", () => {
    const { packages } = JSON.parse(readFileSync(join(folder, "package-lock.json"), "utf8"));
    const missing = Object.entries(packages).flatMap(([, pkg]) =>
      Object.keys(pkg.optionalDependencies ?? {}).filter(
        (name) => !Object.keys(packages).some((path) => path.endsWith(`node_modules/${name}`)),
      ),
    );
    expect(missing).toEqual([]);
  });
});

describe("the editor's package (decap-cms)", () => {
  it("brings only its browser bundle: every package of its own build is overridden", () => {
    const { dependencies } = JSON.parse(readFileSync("node_modules/decap-cms/package.json", "utf8"));
    const { overrides } = JSON.parse(readFileSync("package.json", "utf8"));
    const installed = Object.keys(dependencies).filter((name) => !overrides["decap-cms"]?.[name]);
    // React and React DOM are the site's own packages too: keeping them costs nothing.
    expect(installed.sort()).toEqual(["react", "react-dom"]);
  });
});
