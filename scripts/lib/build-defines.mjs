/** Build-time constants the app reads (astro.config.mjs for the build, vitest.config.ts for unit tests). */
import { countryNames } from "./countries.mjs";

export const buildDefines = () => ({
  __COUNTRY_NAMES__: JSON.stringify(countryNames()),
});
