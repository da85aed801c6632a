import { defineConfig } from "vitest/config";
import { countryNames } from "./scripts/lib/countries.mjs";
import { coreFontText, unicodeRange } from "./scripts/lib/core-font.mjs";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: {
    __COUNTRY_NAMES__: JSON.stringify(countryNames()),
    __CORE_FONT_RANGE__: JSON.stringify(unicodeRange(coreFontText())),
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "deploy/**/*.test.{ts,mjs}"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
  },
});
