import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { inlineScripts } from "./scripts/astro/inline-scripts.mjs";
import { buildDefines } from "./scripts/lib/build-defines.mjs";

export default defineConfig({
  // `?inline-script` imports, as in the build (app/layouts/behaviours.ts).
  plugins: [inlineScripts()],
  resolve: { tsconfigPaths: true },
  define: buildDefines(),
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.{ts,mjs}",
      "deploy/**/*.test.{ts,mjs}",
      "proof/**/*.test.{ts,mjs}",
      ".github/**/*.test.mjs",
    ],
    environment: "node",
    // npm test must pass on a busy machine: a 2 MB upload or a build step can take seconds there.
    testTimeout: 30_000,
    // Every core for test files: Vitest's own process is mostly idle, and by default it keeps a
    // core for itself (on two cores, one file at a time: 46 s against 31 s).
    maxWorkers: availableParallelism(),
    setupFiles: ["./vitest.setup.ts"],
  },
});
