import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

/**
 * For the benchmark (proof/bench.mjs): builds the site unless `skip` (its `--no-build`), then
 * checks that `clientDir` holds a build.
 */
export function ensureBuild({ projectRoot, clientDir, skip }) {
  if (!skip) {
    console.log("$ npm run build");
    const build = spawnSync("npm", ["run", "build"], {
      stdio: ["ignore", "ignore", "inherit"],
      cwd: projectRoot,
    });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  if (!existsSync(join(clientDir, "index.html")))
    throw new Error(`No build in ${clientDir}: run "npm run build" first.`);
}
