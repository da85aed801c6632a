import { join } from "node:path";
import { runnerImport } from "vite";

/**
 * The app's TypeScript modules, loaded in Node by Vite's module runner (its public `runnerImport`,
 * with the `~/` alias of tsconfig.json), all their exports in one object: the content schemas and
 * checks for scripts/content.mjs, the form schemas for scripts/outbox.mjs. Packages stay Node's
 * own imports, so a module's `zod` is the caller's.
 * @param {string} root the project's folder
 * @param {string[]} files modules under `root`, e.g. "app/content/schema.ts"
 */
export async function appModules(root, files) {
  const config = {
    root,
    configFile: false,
    logLevel: "silent",
    resolve: { alias: { "~": join(root, "app") } },
  };
  const loaded = await Promise.all(files.map((file) => runnerImport(join(root, file), config)));
  return Object.assign({}, ...loaded.map(({ module }) => module));
}
