/**
 * Hero scene runner: sets up the 1200 x 900 document and the isometric origin, and derives
 * the 800 x 600 "-sm" variant by re-drawing the scene in lite mode and zooming on its centre.
 */
import { Doc, g, n } from "../lib/svg.mjs";
import { Iso } from "../lib/iso.mjs";
import { scheme } from "../lib/icons.mjs";

export const WIDE = { w: 1200, h: 900 };
export const SMALL = { w: 800, h: 600 };

/**
 * def = { draw(k), origin?: [x, y], sm?: { cx, cy, zoom } }
 * draw receives k = { d, I, lite, c } and returns SVG body markup in 1200 x 900 space.
 */
export function renderScene(def, lite = false) {
  const size = lite ? SMALL : WIDE;
  const d = new Doc(size.w, size.h);
  const [ox, oy] = def.origin ?? [600, 372];
  const I = new Iso(d, ox, oy, 1);
  const body = def.draw({ d, I, lite, c: scheme(d, "dark") });
  if (!lite) return d.render(body);
  // show a region of the wide canvas around (cx, cy), `zoom` = share of the wide width shown
  const { cx = 600, cy = 470, zoom = 0.86 } = def.sm ?? {};
  const s = SMALL.w / (WIDE.w * zoom);
  const tx = SMALL.w / 2 - cx * s;
  const ty = SMALL.h / 2 - cy * s;
  return d.render(g({ transform: `matrix(${+s.toFixed(4)} 0 0 ${+s.toFixed(4)} ${n(tx)} ${n(ty)})` }, body));
}
