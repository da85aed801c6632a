/**
 * Runs the build's steps into a staging folder next to the build folder and puts the result in
 * place only when every step has passed, so a failed build never leaves a half-written site where
 * nginx, `npm run serve` or a deploy copy read it: the last good build stays as it was.
 *
 *   <dir>-next/       the build being made (every step sees it as BUILD_DIR); removed when a step
 *                     fails, and cleared before each build (a build that was killed leaves it)
 *   <dir>-previous/   the last good build for the moment between the two renames, then removed
 *
 * The names keep the `build-*` pattern that git, ESLint and TypeScript already ignore. Renaming a
 * folder is atomic on one file system, and both folders sit next to <dir>, so on the same one.
 */
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";

/** The staging and set-aside folders of the build folder `target` (absolute). */
export const stagingFolders = (target) => ({ next: `${target}-next`, previous: `${target}-previous` });

/**
 * A step that runs a command in `projectRoot` with BUILD_DIR naming the staging folder, as every
 * build script reads it. It fails with the command's exit status.
 */
export const commandStep = (name, command, args) => ({
  name,
  run: ({ projectRoot, dir }) => {
    const result = spawnSync(command, args, {
      cwd: projectRoot,
      stdio: "inherit",
      env: { ...process.env, BUILD_DIR: relative(projectRoot, dir) },
    });
    return result.status === 0 ? null : { status: result.status ?? 1 };
  },
});

/**
 * Runs `steps` in order into `<projectRoot>/<buildDir>-next`, stopping at the first that fails, and
 * then swaps the result in as `<projectRoot>/<buildDir>`. A step is `{ name, run({ projectRoot, dir }) }`
 * (dir: the staging folder, absolute); `run` returns null when it passed, or `{ status, message }`.
 * @returns {Promise<{ ok: true } | { ok: false, step: string, status: number, message?: string }>}
 */
export async function stagedBuild({ projectRoot, buildDir, steps, log = console.log }) {
  const target = resolve(projectRoot, buildDir.replace(/[\\/]+$/, ""));
  // The swap moves the build folder aside: never the project, or a folder holding it.
  const fromTarget = relative(target, projectRoot);
  if (!fromTarget.startsWith("..") && !isAbsolute(fromTarget))
    throw new Error(`BUILD_DIR=${buildDir} is the project or a folder around it, not a build folder`);
  const { next, previous } = stagingFolders(target);
  // A swap cut short between its two renames leaves the last good build set aside: put it back.
  if (!existsSync(target) && existsSync(previous)) renameSync(previous, target);
  rmSync(previous, { recursive: true, force: true });
  rmSync(next, { recursive: true, force: true });
  const shown = relative(projectRoot, target) || target;

  for (const step of steps) {
    let failure;
    try {
      failure = await step.run({ projectRoot, dir: next });
    } catch (error) {
      failure = { status: 1, message: error instanceof Error ? error.message : String(error) };
    }
    if (failure) {
      rmSync(next, { recursive: true, force: true });
      return { ok: false, step: step.name, status: failure.status || 1, message: failure.message };
    }
  }

  if (!existsSync(next))
    return {
      ok: false,
      step: steps.at(-1)?.name ?? "build",
      status: 1,
      message: `no build was written to ${relative(projectRoot, next) || next}/`,
    };
  if (existsSync(target)) renameSync(target, previous);
  renameSync(next, target);
  rmSync(previous, { recursive: true, force: true });
  log(`build: ${shown}/ now holds this build`);
  return { ok: true };
}
