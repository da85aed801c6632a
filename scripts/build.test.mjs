/**
 * `npm run build` compiles content/ (its first step) before anything reads the compiled files:
 * `npm ci --ignore-scripts` (no postinstall, so no compile) followed by a build must work, and a
 * build must never make its host files from an earlier compile's data.
 */
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const GENERATED = "app/content/generated/";

/** Every file scripts/build.mjs loads, and the part of them it loads before running any step. */
async function importGraph() {
  const { metafile } = await build({
    entryPoints: ["scripts/build.mjs"],
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "node",
    packages: "external",
    logLevel: "silent",
  });
  const reach = (follow) => {
    const seen = new Set(["scripts/build.mjs"]);
    for (const file of seen)
      for (const edge of metafile.inputs[file]?.imports ?? [])
        if (!edge.external && follow(edge)) seen.add(edge.path);
    return [...seen];
  };
  return {
    all: reach(() => true),
    atLoad: reach((edge) => edge.kind === "import-statement"),
  };
}

describe("scripts/build.mjs", () => {
  it("loads no compiled content before its content step has run", async () => {
    const { all, atLoad } = await importGraph();
    // The host-file step does read the compiled article index (through deploy/policy.mjs) ...
    expect(all.filter((file) => file.startsWith(GENERATED))).not.toEqual([]);
    // ... but only once the steps, content first, have run: nothing of it is loaded with build.mjs.
    expect(atLoad.filter((file) => file.startsWith(GENERATED))).toEqual([]);
  });
});
