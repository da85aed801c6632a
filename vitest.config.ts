import { defineConfig } from "vitest/config";
import { countryNames } from "./scripts/lib/countries.mjs";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __COUNTRY_NAMES__: JSON.stringify(countryNames()) },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "deploy/**/*.test.{ts,mjs}"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
  },
});
