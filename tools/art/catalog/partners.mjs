/**
 * Partner wordmarks for the "Strategic partners" carousel and the company page
 * (app/content/partners.ts): 240 x 80, transparent, one family — a simple monoline mark on the
 * left (at most one accent colour) and the name in ink, set in the stroke font (lib/font.mjs), so
 * nothing depends on system fonts. They are respectful abstractions, not the partners' logos;
 * dropping a real logo file with the same name into public/partners/ replaces one.
 */
import { Doc, g, path, rect, circle, n } from "../lib/svg.mjs";
import { ink, blue, bright, amber } from "../lib/palette.mjs";
import { strokeText } from "../lib/font.mjs";

const W = 240;
const H = 80;
const MID = 40; // optical centre line
const PAD = 8; // minimum side margin
const MARK = 44; // mark box
const GAP = 10; // mark to name
const CAP = 22; // preferred cap height of the name
const LINE = 4; // stroke width of the marks

/** Name set in the stroke font; shrinks (never grows) to fit `maxW`. */
function name(text, x, maxW, cap = CAP) {
  const probe = (c) => strokeText(text, 0, 0, c, c * 0.15, c * 0.085).width;
  const c = Math.min(cap, (cap * maxW) / probe(cap));
  const sw = c * 0.15;
  const t = strokeText(text, x, MID + c / 2, c, sw, c * 0.085);
  return { svg: path(t.d, { stroke: ink, sw: +sw.toFixed(2), fill: "none" }), width: t.width, cap: c };
}

/** Mark (drawn in a MARK box at x0, y0 = top-left) + name, centred as a block on the canvas. */
function lockup(text, drawMark) {
  const room = W - 2 * PAD - MARK - GAP;
  const probe = name(text, 0, room);
  const x0 = Math.round((W - (MARK + GAP + probe.width)) / 2);
  const y0 = MID - MARK / 2;
  return [drawMark(x0, y0, MARK), name(text, x0 + MARK + GAP, room).svg];
}

const P = (v) => n(v);
const stroke = (color = ink, sw = LINE) => ({ stroke: color, sw, fill: "none" });

/** Arc path of a circle from angle a0 to a1 (degrees, clockwise on screen, 0 = east). */
function arc(cx, cy, r, a0, a1) {
  const pt = (a) => [cx + r * Math.cos((a * Math.PI) / 180), cy + r * Math.sin((a * Math.PI) / 180)];
  const [x0, y0] = pt(a0);
  const [x1, y1] = pt(a1);
  return `M${P(x0)} ${P(y0)}A${P(r)} ${P(r)} 0 ${a1 - a0 > 180 ? 1 : 0} 1 ${P(x1)} ${P(y1)}`;
}

/**
 * Outline of a cloud: three circles (cx, cy, r) left to right whose bottoms sit on one flat base,
 * joined at their upper intersections.
 */
function cloudPath(circles) {
  const deg = (v) => (v * 180) / Math.PI;
  const meet = ([x1, y1, r1], [x2, y2, r2]) => {
    const dx = x2 - x1;
    const dy = y2 - y1;
    const d = Math.hypot(dx, dy);
    const a = (r1 * r1 - r2 * r2 + d * d) / (2 * d);
    const h = Math.sqrt(r1 * r1 - a * a);
    const mx = x1 + (a * dx) / d;
    const my = y1 + (a * dy) / d;
    // the upper of the two intersections
    const p1 = [mx + (h * dy) / d, my - (h * dx) / d];
    const p2 = [mx - (h * dy) / d, my + (h * dx) / d];
    return p1[1] < p2[1] ? p1 : p2;
  };
  const base = circles[0][1] + circles[0][2];
  const pts = [[circles[0][0], base]];
  for (let i = 0; i < circles.length - 1; i++) pts.push(meet(circles[i], circles[i + 1]));
  const last = circles[circles.length - 1];
  pts.push([last[0], base]);
  let d = `M${P(pts[0][0])} ${P(pts[0][1])}`;
  circles.forEach(([cx, cy, r], i) => {
    const [ax, ay] = pts[i];
    const [bx, by] = pts[i + 1];
    let span = deg(Math.atan2(by - cy, bx - cx)) - deg(Math.atan2(ay - cy, ax - cx));
    span = ((span % 360) + 360) % 360;
    d += `A${P(r)} ${P(r)} 0 ${span > 180 ? 1 : 0} 1 ${P(bx)} ${P(by)}`;
  });
  return d + "Z";
}

/** Copado: a branch leaving a main line (two nodes) and heading forward as a chevron. */
function copado(x, y, s) {
  const k = s / 44;
  const X = (v) => P(x + v * k);
  const Y = (v) => P(y + v * k);
  return [
    path(`M${X(9)} ${Y(9)}V${Y(35)}`, stroke()),
    circle(x + 9 * k, y + 7 * k, 5 * k, { fill: ink }),
    circle(x + 9 * k, y + 37 * k, 5 * k, { fill: ink }),
    path(`M${X(9)} ${Y(31)}C${X(9)} ${Y(22)} ${X(15)} ${Y(19)} ${X(23)} ${Y(19)}H${X(36)}`, stroke()),
    path(`M${X(29)} ${Y(10)}L${X(38)} ${Y(19)}L${X(29)} ${Y(28)}`, stroke(blue, LINE + 0.5)),
  ];
}

/** CloudBees: a honeycomb cell (pointy-top hexagon) holding a small cloud. */
function cloudbees(x, y, s) {
  const cx = x + s / 2;
  const cy = y + s / 2;
  const R = s / 2 - 1;
  const hex =
    "M" +
    [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const a = ((60 * i - 90) * Math.PI) / 180;
        return P(cx + R * Math.cos(a)) + " " + P(cy + R * Math.sin(a));
      })
      .join("L") +
    "Z";
  const k = s / 44;
  const cl = cloudPath([
    [cx - 7 * k, cy + 2 * k, 5 * k],
    [cx + 0.5 * k, cy - 1.5 * k, 8.5 * k],
    [cx + 8 * k, cy + 2.5 * k, 4.5 * k],
  ]);
  return [path(hex, { fill: amber }), path(cl, { fill: ink, stroke: ink, sw: 1.4 })];
}

/** Salesforce: a soft cloud outline. */
function salesforce(x, y, s) {
  const k = s / 44;
  const cx = x + s / 2;
  const cl = cloudPath([
    [cx - 12.5 * k, y + 26 * k, 8.5 * k],
    [cx - 1 * k, y + 19.5 * k, 15 * k],
    [cx + 12 * k, y + 24.5 * k, 10 * k],
  ]);
  return path(cl, { fill: bright, stroke: bright, sw: LINE });
}

/** Google: a "G" ring in four segments, the one that carries the bar in the accent colour. */
function google(x, y, s) {
  const cx = x + s / 2;
  const cy = y + s / 2;
  const sw = 7;
  const r = s / 2 - sw / 2;
  const gap = 7; // degrees
  const o = (color) => ({ fill: "none", stroke: color, sw, cap: false });
  // clockwise on screen from the bar (0 = east): lower right (accent), bottom, left, top
  return [
    path(arc(cx, cy, r, 0, 45), o(blue)),
    path(arc(cx, cy, r, 45 + gap, 135), o(ink)),
    path(arc(cx, cy, r, 135 + gap, 225), o(ink)),
    path(arc(cx, cy, r, 225 + gap, 318), o(ink)),
    rect(cx, cy - sw / 2, r + sw / 2, sw, 0, { fill: blue }),
  ];
}

/** Microsoft: four squares in a 2 x 2 grid, one in the accent colour. */
function microsoft(x, y, s) {
  const q = 19;
  const gap = 3;
  const x0 = x + (s - 2 * q - gap) / 2;
  const y0 = y + (s - 2 * q - gap) / 2;
  return g(
    { fill: ink },
    rect(x0, y0, q, q, 0),
    rect(x0 + q + gap, y0, q, q, 0),
    rect(x0, y0 + q + gap, q, q, 0, { fill: blue }),
    rect(x0 + q + gap, y0 + q + gap, q, q, 0),
  );
}

/** AWS: "aws" set larger, with a smiling arrow underneath (the mark). */
function aws() {
  const cap = 38;
  const sw = cap * 0.15;
  const track = cap * 0.085;
  const w = strokeText("aws", 0, 0, cap, sw, track).width;
  const x = (W - w) / 2;
  const base = 46; // x-height 27: letters span y 19..46
  const t = strokeText("aws", x, base, cap, sw, track);
  const y = base + 9;
  const x0 = x + 1;
  const x1 = x + w - 4;
  const smile = `M${P(x0)} ${P(y)}Q${P((x0 + x1) / 2 - 6)} ${P(y + 15)} ${P(x1)} ${P(y - 1)}`;
  const head = `M${P(x1 - 9)} ${P(y - 2)}L${P(x1 + 1)} ${P(y - 2)}L${P(x1 - 2)} ${P(y + 7)}`;
  return [
    path(t.d, { stroke: ink, sw: +sw.toFixed(2), fill: "none" }),
    path(smile, stroke(amber, 4.5)),
    path(head, stroke(amber, 4.5)),
  ];
}

const LOGOS = {
  copado: () => lockup("Copado", copado),
  cloudbees: () => lockup("CloudBees", cloudbees),
  aws,
  google: () => lockup("Google", google),
  microsoft: () => lockup("Microsoft", microsoft),
  salesforce: () => lockup("Salesforce", salesforce),
};

/** Returns { "partners/<slug>.svg": svgText } for every partner. */
export function partnerLogos() {
  const out = {};
  for (const [slug, draw] of Object.entries(LOGOS)) {
    const d = new Doc(W, H);
    out[`partners/${slug}.svg`] = d.render(draw());
  }
  return out;
}
