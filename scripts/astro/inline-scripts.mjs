/**
 * Scripts that must run before a page's first paint, written as typed modules and inlined by the
 * layout: `import shell from "~/components/layout/shell.ts?inline-script"` gives the module as a
 * minified IIFE string, bundled by esbuild with what it imports, as Astro bundles its own client
 * directives (astro/dist/core/client-directive/build.js). The module's default export is the
 * behaviour; the string calls it once. Type-checked, linted and unit-tested as any module, and in
 * dev the page reloads when one of its files changes (they are the plugin's watch files).
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

export const INLINE_SCRIPT_QUERY = "?inline-script";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The browsers the rest of the site's code is built for: Vite's default, "baseline widely available". */
const TARGET = ["chrome111", "edge111", "firefox114", "safari16.4", "ios16.4"];

/** `file`'s default export as one minified statement that runs it. */
export async function inlineScript(file) {
  const result = await build({
    // The entry is the module itself; the wrapper only calls its default export, as Astro's does.
    stdin: {
      contents: `import run from ${JSON.stringify(file)};run();`,
      resolveDir: root,
      sourcefile: `${file}${INLINE_SCRIPT_QUERY}`,
      loader: "ts",
    },
    absWorkingDir: root,
    // The app's one path alias (tsconfig.json `paths`); no "use strict" prologue per script.
    alias: { "~": resolve(root, "app") },
    tsconfigRaw: {},
    bundle: true,
    format: "iife",
    minify: true,
    target: TARGET,
    platform: "browser",
    metafile: true,
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.text.trim() ?? "";
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.startsWith("<stdin>"))
    .map((input) => resolve(root, input));
  return { code, inputs };
}

/** The Vite plugin: resolves `<module>?inline-script` and loads it as `export default "<code>"`. */
export function inlineScripts() {
  return {
    name: "site:inline-scripts",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(INLINE_SCRIPT_QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -INLINE_SCRIPT_QUERY.length), importer, {
        skipSelf: true,
      });
      return resolved ? `${resolved.id}${INLINE_SCRIPT_QUERY}` : null;
    },
    async load(id) {
      if (!id.endsWith(INLINE_SCRIPT_QUERY)) return null;
      const { code, inputs } = await inlineScript(id.slice(0, -INLINE_SCRIPT_QUERY.length));
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
