import latinFont from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import latinExtFont from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-wght-normal.woff2?url";
import coreFont from "~/styles/fonts/plus-jakarta-sans-core.woff2?url";

/** The core face's `unicode-range`, made at build time (astro.config.mjs, scripts/lib/core-font.mjs). */
declare const __CORE_FONT_RANGE__: string;
/** `400 800`: the weights our text is set in, declared by every face (app/styles/fonts/core-font.json). */
declare const __FONT_WEIGHTS__: string;

/** The face the first paint waits for: preloaded with the HTML (app/layouts/page.astro). */
export { coreFont };

/**
 * Our variable font, self-hosted and preloaded with the HTML, so it downloads beside the
 * stylesheet the first paint waits for. `font-display: block`: with `optional` or `swap` Chrome
 * could draw the fallback and switch to the font later, a layout shift. The face pages wait for is
 * the core one (`npm run font`: our characters, the weight axis cut to the weights the text uses):
 * declared last, it is the first the browser tries for the characters it covers; a character
 * outside it (an accented name) loads the Latin or Latin Extended face. Every face declares the
 * same weight range, so the three make one family for the matcher.
 */
const fontFace = (src: string, unicodeRange: string) =>
  `@font-face{font-family:"Plus Jakarta Sans Variable";font-style:normal;font-display:block;font-weight:${__FONT_WEIGHTS__};src:url(${src}) format("woff2-variations");unicode-range:${unicodeRange}}`;

export const fontFaces = [
  fontFace(
    latinFont,
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  ),
  fontFace(
    latinExtFont,
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  ),
  fontFace(coreFont, __CORE_FONT_RANGE__),
].join("\n");
