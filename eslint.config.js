import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The app's layers point one way: lib (helpers that know no content) -> content -> components ->
 * features -> routes, layouts, pages, islands and the editor. A module imports only from its own
 * layer and those before it; `above` lists, for each layer, the folders it must not import from
 * (by the `~/` alias or a relative path). Tests may reach anywhere.
 */
const above = {
  lib: ["content", "components", "features", "islands", "routes", "layouts", "pages", "admin"],
  content: ["components", "features", "islands", "routes", "layouts", "pages", "admin"],
  components: ["features", "islands", "routes", "layouts", "pages", "admin"],
  features: ["islands", "routes", "layouts", "pages", "admin"],
};
const layerRules = Object.entries(above).map(([layer, folders]) => ({
  files: [`app/${layer}/**/*.{ts,tsx,mjs}`],
  ignores: ["**/*.test.{ts,tsx}"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: folders.map((folder) => ({
          regex: `^(~/|(\\.\\./)+)${folder}/`,
          message: `app/${layer} is below app/${folder}: move the shared piece down instead.`,
        })),
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      "build",
      "build-*",
      ".astro",
      "node_modules",
      "public",
      "test-results",
      "test-results-*",
      "playwright-report",
      ".cache",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y-x": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{js,mjs}", "e2e/**/*.ts", "*.config.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The Firefox and WebKit journeys run functions in the page too.
    files: ["proof/engines/**/*.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  ...layerRules,
);
