/**
 * `npm run build` compiles content/ (its first step) before anything reads the compiled files:
 * `npm ci --ignore-scripts` (no postinstall, so no compile) followed by a build must work, and a
 * build must never make its host files from an earlier compile's data.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterEach, describe, expect, it } from "vitest";
import { commandStep, stagedBuild } from "./build/staged-build.mjs";

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

/** Every file under `dir` with its bytes, by path. */
function tree(dir, prefix = "") {
  return Object.fromEntries(
    readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
      const path = join(prefix, entry.name);
      return entry.isDirectory() ? Object.entries(tree(dir, path)) : [[path, readFileSync(join(dir, path))]];
    }),
  );
}

describe("the build's steps, staged", () => {
  const roots = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  /** A project folder with a last good build in `site/` (BUILD_DIR=site). */
  function lastGoodBuild() {
    const root = mkdtempSync(join(tmpdir(), "staged-build-"));
    roots.push(root);
    mkdirSync(join(root, "site", "client", "og"), { recursive: true });
    writeFileSync(join(root, "site", "client", "company.html"), "<h1>Company</h1>");
    writeFileSync(join(root, "site", "client", "_headers"), "/*\n  X-Frame-Options: DENY\n");
    writeFileSync(join(root, "site", "client", "og", "company.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(join(root, "site", "headers.json"), "{}\n");
    return root;
  }

  // A step as the build's scripts are: it writes into $BUILD_DIR/client, relative to the project.
  const writes = (name, file, text) =>
    commandStep(name, process.execPath, [
      "-e",
      `const { mkdirSync, rmSync, writeFileSync } = require("node:fs");
       const client = require("node:path").join(process.env.BUILD_DIR, "client");
       rmSync(client, { recursive: true, force: true });
       mkdirSync(client, { recursive: true });
       writeFileSync(require("node:path").join(client, ${JSON.stringify(file)}), ${JSON.stringify(text)});`,
    ]);

  it("leaves the last good build byte for byte as it was when a step fails, and removes the partial one", async () => {
    const root = lastGoodBuild();
    const before = tree(join(root, "site"));
    const ran = [];
    const result = await stagedBuild({
      projectRoot: root,
      buildDir: "site",
      steps: [
        writes("pages", "index.html", "<h1>Half a site</h1>"),
        commandStep("anchors", process.execPath, ["-e", "process.exit(3)"]),
        { name: "admin", run: () => ran.push("admin") },
      ],
      log: () => {},
    });
    expect(result).toEqual({ ok: false, step: "anchors", status: 3, message: undefined });
    expect(ran).toEqual([]);
    expect(tree(join(root, "site"))).toEqual(before);
    expect(readdirSync(root)).toEqual(["site"]);

    // A step run in this process that throws fails the same way.
    const thrown = await stagedBuild({
      projectRoot: root,
      buildDir: "site/",
      steps: [
        writes("pages", "index.html", "<h1>Half a site</h1>"),
        {
          name: "hosts",
          run: () => {
            throw new Error("no policy for /company");
          },
        },
      ],
      log: () => {},
    });
    expect(thrown).toEqual({ ok: false, step: "hosts", status: 1, message: "no policy for /company" });
    expect(tree(join(root, "site"))).toEqual(before);
    expect(readdirSync(root)).toEqual(["site"]);
  });

  it("puts the new build in place of the last good one once every step has passed", async () => {
    const root = lastGoodBuild();
    // A build killed halfway left its staging folder: it is no part of the next build.
    mkdirSync(join(root, "site-next", "client"), { recursive: true });
    writeFileSync(join(root, "site-next", "client", "stale.html"), "stale");
    const result = await stagedBuild({
      projectRoot: root,
      buildDir: "site",
      steps: [
        writes("pages", "index.html", "<h1>New site</h1>"),
        {
          name: "hosts",
          run: ({ dir }) => {
            writeFileSync(join(dir, "client", "_headers"), "/*\n");
            return null;
          },
        },
      ],
      log: () => {},
    });
    expect(result).toEqual({ ok: true });
    expect(Object.keys(tree(join(root, "site")))).toEqual(["client/_headers", "client/index.html"]);
    expect(readdirSync(root)).toEqual(["site"]);
  });

  it("refuses a BUILD_DIR that is the project or a folder around it", async () => {
    const root = lastGoodBuild();
    for (const buildDir of ["", ".", "./", ".."])
      await expect(stagedBuild({ projectRoot: root, buildDir, steps: [] })).rejects.toThrow(
        "not a build folder",
      );
    expect(readdirSync(root)).toEqual(["site"]);
  });

  it("puts the last good build back when a swap was cut short between its two renames", async () => {
    const root = lastGoodBuild();
    const before = tree(join(root, "site"));
    // As if the build had stopped right after setting the last good build aside.
    renameSync(join(root, "site"), join(root, "site-previous"));
    const result = await stagedBuild({
      projectRoot: root,
      buildDir: "site",
      steps: [commandStep("content", process.execPath, ["-e", "process.exit(1)"])],
      log: () => {},
    });
    expect(result).toMatchObject({ ok: false, step: "content" });
    expect(existsSync(join(root, "site-previous"))).toBe(false);
    expect(tree(join(root, "site"))).toEqual(before);
  });
});
