import { join } from "node:path";
import { runnerImport } from "vite";

const ENTRY = "virtual:app-modules";

/**
 * The app's TypeScript modules, loaded in Node by Vite's module runner (its public `runnerImport`,
 * with the `~/` alias of tsconfig.json), all their exports in one object: the content schemas and
 * checks for scripts/content.mjs, the form schemas for scripts/outbox.mjs. Packages stay Node's
 * own imports, so a module's `zod` is the caller's. The files load through one entry, so that the
 * modules they share are transformed once, not once per file.
 * @param {string} root the project's folder
 * @param {string[]} files modules under `root`, e.g. "app/content/schema.ts"
 */
export async function appModules(root, files) {
  const entry = {
    name: "app-modules",
    resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : undefined),
    load: (id) =>
      id === `\0${ENTRY}`
        ? files
            .map((file, index) => `import * as m${index} from ${JSON.stringify(join(root, file))};`)
            .join("\n") + `\nexport default [${files.map((_, index) => `m${index}`).join(", ")}];`
        : undefined,
  };
  const config = {
    root,
    configFile: false,
    logLevel: "silent",
    resolve: { alias: { "~": join(root, "app") } },
    plugins: [entry],
  };
  const { module } = await runnerImport(ENTRY, config);
  return Object.assign({}, ...module.default);
}
