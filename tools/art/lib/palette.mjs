/**
 * The art's palette is the app's: every colour is read from the `@theme` tokens in
 * app/styles/app.css (the left column names a colour as the drawings use it, the right column
 * is the token). Every colour in the artwork is one of these or a mix of two of them.
 */
import fs from "node:fs";

const css = fs.readFileSync(new URL("../../../app/styles/app.css", import.meta.url), "utf8");

/**
 * The value of `--color-<name>` in the first `@theme` block, as upper-case #RRGGBB. The art is
 * drawn for the light theme: of a `light-dark(light, dark)` pair it takes the light value.
 */
export function token(name) {
  const theme = css.slice(css.indexOf("@theme"));
  const found = theme.match(
    new RegExp(`--color-${name}:\\s*(?:light-dark\\(\\s*)?(#[0-9a-fA-F]{6})\\s*[;,]`),
  );
  if (!found) throw new Error(`app/styles/app.css: no --color-${name} token (#rrggbb) in @theme`);
  return found[1].toUpperCase();
}

export const ink = token("ink");
export const navy = token("navy");
export const blue = token("brand");
export const bright = token("brand-500");
export const sky = token("sky");
export const teal = token("teal-bright");
export const mint = token("mint");
export const amber = token("amber");
export const white = token("surface");
export const slate = token("slate");

/** Linear mix of two palette colours (t = share of b). Used for shading faces. */
export function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return (
    "#" +
    pa
      .map((v, i) =>
        Math.round(v + (pb[i] - v) * t)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
      .toUpperCase()
  );
}
