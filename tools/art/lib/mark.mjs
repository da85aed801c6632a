/**
 * The mark drawn inside scenes: a rounded blue tile holding a bold "A" drawn as a rising chevron, with a
 * smaller mint chevron nested inside ("ascend"). Used by scenes and the share image.
 */
import { n, g, path, rect } from "./svg.mjs";
import { blue, bright, mint, white } from "./palette.mjs";

/** Mark in the box (x, y, s). `d` is the Doc (for the tile gradient). */
export function mark(d, x, y, s, o = {}) {
  const k = s / 100;
  const tf = `translate(${n(x)} ${n(y)}) scale(${+k.toFixed(4)})`;
  const tile =
    o.tile ??
    d.lin(
      [
        [0, bright],
        [1, blue],
      ],
      [0, 0, 1, 1],
    );
  return g(
    { transform: tf },
    rect(0, 0, 100, 100, 24, { fill: tile }),
    path("M22 78L50 24L78 78", { stroke: o.front ?? white, sw: 14, fill: "none" }),
    path("M37 76L50 53L63 76", { stroke: o.back ?? mint, sw: 10, fill: "none" }),
  );
}
