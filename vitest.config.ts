import { defineConfig } from "vitest/config";
import { buildDefines } from "./scripts/lib/build-defines.mjs";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: buildDefines(),
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.{ts,mjs}",
      "deploy/**/*.test.{ts,mjs}",
      ".github/**/*.test.mjs",
    ],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
  },
});
