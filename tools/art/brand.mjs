/**
 * The default 1200 x 630 Open Graph image (rasterized to public/brand/og-default.jpg by
 * rasterize.mjs). The header/footer logo and the favicon are not drawn here: the app renders them
 * from the brand name in the site config (app/components/ui/brand-logo.tsx, app/routes/favicon.ts).
 */
import { Doc, g, path, rect } from "./lib/svg.mjs";
import { ink, navy, bright, sky, teal, white, slate } from "./lib/palette.mjs";
import { strokeText } from "./lib/font.mjs";
import { mark } from "./lib/mark.mjs";
import { glow } from "./lib/parts.mjs";
import { scheme } from "./lib/icons.mjs";
import { Iso } from "./lib/iso.mjs";

export const BRAND = { name: "Altura IT Solutions", short: "Altura", sub: "IT SOLUTIONS", tagline: "IT consulting, staffing, project management and software services" };

const textPath = (t, color) => path(t.d, { stroke: color, sw: t.sw, fill: "none" });

/** Wordmark block: "Altura" with "IT SOLUTIONS" tracked out to the same width underneath. */
function wordmark(x, top, cap, main, sub) {
  const sw = cap * 0.145;
  const word = strokeText(BRAND.short, x, top + cap + sw / 2, cap, sw, cap * 0.06);
  word.sw = sw;
  const subCap = cap * 0.33;
  const subSw = Math.max(1, subCap * 0.16);
  // find the tracking that makes the sub line as wide as the word
  const plain = strokeText(BRAND.sub, 0, 0, subCap, subSw, 0).width;
  const gaps = BRAND.sub.replaceAll(" ", "").length - 1;
  const track = Math.max(0, (word.width - plain) / gaps);
  const subT = strokeText(BRAND.sub, x, top + cap + sw + cap * 0.42 + subCap, subCap, subSw, track);
  subT.sw = subSw;
  return { svg: textPath(word, main) + textPath(subT, sub), width: Math.max(word.width, subT.width) };
}

export function shareImage(heroDef) {
  const W = 1200;
  const H = 630;
  const d = new Doc(W, H);
  let out = rect(0, 0, W, H, 0, { fill: d.lin([[0, ink], [1, navy]], [0, 0, 1, 1]) });
  out += glow(d, 900, 330, 420, 300, bright, 0.28);
  // a lighter composition of the home hero on the right
  const scene = heroDef.draw({ d, I: new Iso(d, 600, 372, 1), lite: true, c: scheme(d, "dark") });
  out += g({ transform: "matrix(.6 0 0 .6 540 40)" }, scene);
  // wordmark block
  out += mark(d, 80, 112, 92);
  const wm = wordmark(82, 236, 80, white, sky);
  out += wm.svg;
  out += rect(84, 424, 64, 6, 3, { fill: teal });
  // tagline in two lines
  const lines = ["IT consulting, staffing, project", "management and software services"];
  lines.forEach((l, i) => {
    const t = strokeText(l, 84, 484 + i * 46, 26, 3.6, 1.5);
    out += path(t.d, { stroke: slate, sw: 3.6, fill: "none" });
  });
  return d.render(out);
}

