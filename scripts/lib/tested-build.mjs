import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// From the module's path: in vitest's jsdom environment (visible-text.test.ts) node:url refuses
// what `new URL("../..", import.meta.url)` makes ("The URL must be of scheme file").
const projectRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** The newest change under `folder`, tests and the compiled content aside. */
const newest = (folder) =>
  readdirSync(folder, { withFileTypes: true }).reduce((latest, entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? latest : Math.max(latest, newest(path));
    return entry.name.includes(".test.") ? latest : Math.max(latest, statSync(path).mtimeMs);
  }, 0);

/**
 * The build that a test of the built pages reads (app/content/visible-text.test.ts,
 * scripts/built-pages.test.mjs): `clientDir`, BUILD_DIR's or build/'s client folder; `current`,
 * whether that build is newer than content/ and app/; `required`, whether the environment variable
 * `variable` is "required". Such a test skips without a current build, so that `vitest run` after
 * an edit does not report the last build's state; npm test, which has just built the site, sets
 * the variable, and there a missing or stale build fails.
 */
export function testedBuild(variable) {
  const clientDir = resolve(projectRoot, process.env.BUILD_DIR ?? "build", "client");
  const index = join(clientDir, "index.html");
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const current = built > Math.max(newest(join(projectRoot, "content")), newest(join(projectRoot, "app")));
  return { clientDir, current, required: process.env[variable] === "required" };
}
