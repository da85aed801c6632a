import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "deploy/**/*.test.{ts,mjs}"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
  },
});
