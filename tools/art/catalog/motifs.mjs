/**
 * Spot motifs (480 x 480): a soft rounded tile, a pale disc, the icon drawing with a soft
 * offset shadow, and two or three small accents. Meant for white cards.
 */
import { Doc, rect, circle, ellipse, rng } from "../lib/svg.mjs";
import { navy, sky, teal, amber, bright, white, mix } from "../lib/palette.mjs";
import { plus, sparkle } from "../lib/parts.mjs";
import { ICONS, icon, scheme, silhouette } from "../lib/icons.mjs";

const SIZE = 480;

/** Accent slots around the subject; each motif takes three, chosen by its name. */
const SLOTS = [
  [74, 92],
  [410, 84],
  [66, 388],
  [414, 392],
  [56, 236],
  [426, 240],
];

function accent(kind, x, y) {
  switch (kind) {
    case 0:
      return circle(x, y, 9, { fill: amber });
    case 1:
      return circle(x, y, 11, { stroke: teal, sw: 5, fill: "none" });
    case 2:
      return plus(x, y, 11, bright, 5);
    default:
      return sparkle(x, y, 14, sky);
  }
}

export function motif(name) {
  if (!ICONS[name]) throw new Error("no motif drawing for " + name);
  const d = new Doc(SIZE, SIZE);
  const r = rng(name);
  const c = scheme(d, "light");
  const tile = rect(0, 0, SIZE, SIZE, 72, {
    fill: d.lin(
      [
        [0, white],
        [1, mix(white, sky, 0.38)],
      ],
      [0, 0, 0.6, 1],
    ),
  });
  const disc = circle(240, 236, 170, {
    fill: d.lin(
      [
        [0, sky, 0.42],
        [1, sky, 0.08],
      ],
      [0, 0, 0.4, 1],
    ),
  });
  const ground = ellipse(240, 404, 128, 14, { fill: navy, op: 0.07 });
  const shadow = icon(name, silhouette(navy), 112, 108, 272, { opacity: 0.1 });
  const art = icon(name, c, 104, 96, 272);
  // pick three distinct slots and three accent kinds, deterministically
  const slots = [...SLOTS.keys()].sort(() => r() - 0.5).slice(0, 3);
  const accents = slots.map((s, i) => accent((i + Math.floor(r() * 4)) % 4, ...SLOTS[s]));
  return d.render([tile, disc, ground, shadow, art, accents]);
}
