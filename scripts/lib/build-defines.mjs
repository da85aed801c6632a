/** Build-time constants the app reads (vite.config.ts for the build, vitest.config.ts for unit tests). */
import { countryNames } from "./countries.mjs";
import { coreFontText, fontWeights, unicodeRange } from "./core-font.mjs";

export const buildDefines = () => ({
  __COUNTRY_NAMES__: JSON.stringify(countryNames()),
  __CORE_FONT_RANGE__: JSON.stringify(unicodeRange(coreFontText())),
  __FONT_WEIGHTS__: JSON.stringify(Object.values(fontWeights()).join(" ")),
});
