/**
 * The characters of the text font's core face (app/styles/fonts/plus-jakarta-sans-core.woff2, made
 * by `npm run font`): the list in app/styles/fonts/core-font.json (printable ASCII, the no-break
 * space, our copy's punctuation) and every letter of the contact form's country list, derived from
 * it (a chosen name shows in the field). Pages load only this face; another character loads the
 * full Latin face for itself only.
 * Its weight axis is cut to the weights the text uses (`weights` in the same file).
 */
import { readFileSync } from "node:fs";
import { countryNames } from "./countries.mjs";

const { text, weights } = JSON.parse(
  readFileSync(new URL("../../app/styles/fonts/core-font.json", import.meta.url), "utf8"),
);

/** The core face's characters, each once, in code point order. */
export function coreFontText() {
  const chars = new Set([...text, ...countryNames().join("")]);
  return [...chars].sort((a, b) => a.codePointAt(0) - b.codePointAt(0)).join("");
}

/** The weights the site's text is set in, `{ min, max }`: the family's declared range, the core face's axis. */
export function fontWeights() {
  const [min, max] = weights;
  return { min, max };
}

/** `U+20-7E,U+A0,…`: the code points of `text` as CSS `unicode-range` runs. */
export function unicodeRange(chars) {
  const runs = [];
  for (const point of [...chars].map((char) => char.codePointAt(0))) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point) => point.toString(16).toUpperCase();
  return runs.map(([from, to]) => `U+${hex(from)}${to > from ? `-${hex(to)}` : ""}`).join(",");
}
