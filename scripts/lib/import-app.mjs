import { join } from "node:path";
import { build } from "esbuild";

/**
 * Loads TypeScript modules of the app in Node (the content schemas and route list for
 * scripts/content.mjs, the form schemas for scripts/outbox.mjs), bundled by esbuild with the `~/`
 * alias of tsconfig.json into one ES module, imported from memory. `entry` is a file under `root`,
 * or `source` is TypeScript to bundle instead.
 * `records` stand in for app/content/generated/<collection>.json, so the routes can be derived from
 * records that are not written yet.
 */
export async function importApp(root, entry, source, records = null) {
  const generated = {
    name: "records-in-memory",
    setup(plugin) {
      plugin.onResolve({ filter: /\/generated\/\w+\.json$/ }, (args) => {
        const name = /(\w+)\.json$/.exec(args.path)[1];
        return records?.[name] ? { path: name, namespace: "records" } : undefined;
      });
      plugin.onLoad({ filter: /.*/, namespace: "records" }, (args) => ({
        contents: JSON.stringify(records[args.path]),
        loader: "json",
      }));
    },
  };
  const result = await build({
    ...(source
      ? { stdin: { contents: source, resolveDir: root, loader: "ts" } }
      : { entryPoints: [join(root, entry)] }),
    plugins: [generated],
    bundle: true,
    format: "esm",
    platform: "node",
    write: false,
    logLevel: "silent",
    alias: { "~": join(root, "app") },
    absWorkingDir: root,
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString("base64")}`);
}
