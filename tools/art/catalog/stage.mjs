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
 * def = { draw(k), origin?: [x, y], scale?: number, sm?: { top, bottom, x0, x1 } }
 * draw receives k = { d, I, lite, c } and returns SVG body markup in 1200 x 900 space.
 */
export function renderScene(def, lite = false) {
  const size = lite ? SMALL : WIDE;
  const d = new Doc(size.w, size.h);
  const [ox, oy] = def.origin ?? [600, 372];
  const I = new Iso(d, ox, oy, def.scale ?? 1);
  const body = def.draw({ d, I, lite, c: scheme(d, "dark") });
  if (!lite) return d.render(body);
  // zoom on the content: sm = { top, bottom, x0, x1 } is the region (in wide coordinates) that
  // holds everything the lite drawing shows; it is fitted into 800 x 600 with a small margin
  const { top = 60, bottom = 830, x0 = 220, x1 = 980 } = def.sm ?? {};
  const zoom = Math.min(1, Math.max((bottom - top + 50) / WIDE.h, (x1 - x0 + 40) / WIDE.w));
  const s = SMALL.w / (WIDE.w * zoom);
  const tx = SMALL.w / 2 - ((x0 + x1) / 2) * s;
  const ty = SMALL.h / 2 - ((top + bottom) / 2) * s;
  return d.render(g({ transform: `matrix(${+s.toFixed(4)} 0 0 ${+s.toFixed(4)} ${n(tx)} ${n(ty)})` }, body));
}
