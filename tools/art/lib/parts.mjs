/**
 * Flat (2D) drawing primitives shared by motifs and scenes: clouds, people, UI cards, charts,
 * node graphs, gears, shields. All take screen coordinates and return SVG strings.
 */
import { n, el, g, path, poly, rect, circle, ellipse } from "./svg.mjs";
import { ink, navy, blue, bright, sky, teal, mint, amber, white, slate, mix } from "./palette.mjs";

/** Cloud whose bounding box is (x, y, w, 0.62 w). One fill (use a user-space gradient). */
export function cloud(x, y, w, fill, o = {}) {
  const k = w / 100;
  return g(
    o.op !== undefined ? { opacity: o.op } : {},
    rect(x + 10 * k, y + 34 * k, 80 * k, 28 * k, 14 * k, { fill }),
    circle(x + 30 * k, y + 36 * k, 18 * k, { fill }),
    circle(x + 54 * k, y + 28 * k, 26 * k, { fill }),
    circle(x + 76 * k, y + 40 * k, 16 * k, { fill }),
  );
}

/** Shield outline path in a box of width w (height 1.16 w) with top centre at (cx, y). */
export function shieldPath(cx, y, w) {
  const k = w / 100;
  const X = (v) => n(cx + (v - 50) * k);
  const Y = (v) => n(y + v * k);
  return `M${X(50)} ${Y(0)}L${X(92)} ${Y(14)}Q${X(96)} ${Y(15.5)} ${X(96)} ${Y(20)}V${Y(52)}C${X(96)} ${Y(84)} ${X(76)} ${Y(104)} ${X(50)} ${Y(116)}C${X(24)} ${Y(104)} ${X(4)} ${Y(84)} ${X(4)} ${Y(52)}V${Y(20)}Q${X(4)} ${Y(15.5)} ${X(8)} ${Y(14)}Z`;
}

/** Check mark stroke inside a box (x, y, s). */
export function check(x, y, s, stroke, sw) {
  return path(
    `M${n(x)} ${n(y + s * 0.52)}L${n(x + s * 0.36)} ${n(y + s * 0.86)}L${n(x + s)} ${n(y + s * 0.14)}`,
    {
      stroke,
      sw: sw ?? s * 0.16,
      fill: "none",
    },
  );
}

/** Gear with `teeth` teeth, outer radius r, optional hole (even-odd). */
export function gearPath(cx, cy, r, teeth = 8, hole = 0.36) {
  const ri = r * 0.78;
  const step = (Math.PI * 2) / teeth;
  const pts = [];
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const at = (rad, da) => [cx + rad * Math.cos(a + da * step), cy + rad * Math.sin(a + da * step)];
    pts.push(at(ri, -0.34), at(r, -0.2), at(r, 0.2), at(ri, 0.34));
  }
  let d = poly(pts);
  if (hole) {
    const h = r * hole;
    d += `M${n(cx + h)} ${n(cy)}A${n(h)} ${n(h)} 0 1 0 ${n(cx - h)} ${n(cy)}A${n(h)} ${n(h)} 0 1 0 ${n(cx + h)} ${n(cy)}Z`;
  }
  return d;
}

/** Heart path, box width w, top-left (x, y); height 0.84 w. */
export function heartPath(x, y, w) {
  const k = w / 100;
  const P = (a, b) => `${n(x + a * k)} ${n(y + b * k)}`;
  return `M${P(50, 84)}C${P(22, 66)} ${P(4, 50)} ${P(4, 30)}C${P(4, 14)} ${P(16, 2)} ${P(30, 2)}C${P(39, 2)} ${P(46, 7)} ${P(50, 14)}C${P(54, 7)} ${P(61, 2)} ${P(70, 2)}C${P(84, 2)} ${P(96, 14)} ${P(96, 30)}C${P(96, 50)} ${P(78, 66)} ${P(50, 84)}Z`;
}

/** A standing person, feet at (x, y), height h. c = {shirt, pants, head, hair}; pose: stand|point|carry. */
export function person(x, y, h, c = {}, pose = "stand") {
  const shirt = c.shirt ?? bright;
  const pants = c.pants ?? navy;
  const head = c.head ?? slate;
  const hair = c.hair ?? ink;
  const r = h * 0.095;
  const hy = y - h + r;
  const sy = hy + r + h * 0.035; // shoulders
  const hip = y - h * 0.44;
  const tw = h * 0.3;
  let out = "";
  // legs
  out += rect(x - h * 0.125, hip - h * 0.04, h * 0.11, y - hip + h * 0.04, h * 0.05, { fill: pants });
  out += rect(x + h * 0.015, hip - h * 0.04, h * 0.11, y - hip + h * 0.04, h * 0.05, { fill: pants });
  // arms
  const aw = h * 0.085;
  if (pose === "point") {
    out += path(`M${n(x - tw * 0.4)} ${n(sy + h * 0.06)}L${n(x - tw * 0.55)} ${n(hip + h * 0.02)}`, {
      stroke: shirt,
      sw: aw,
      fill: "none",
    });
    out += path(`M${n(x + tw * 0.4)} ${n(sy + h * 0.06)}L${n(x + h * 0.34)} ${n(sy - h * 0.1)}`, {
      stroke: shirt,
      sw: aw,
      fill: "none",
    });
    out += circle(x + h * 0.34, sy - h * 0.1, aw * 0.55, { fill: head });
  } else if (pose === "carry") {
    out += path(`M${n(x - tw * 0.4)} ${n(sy + h * 0.06)}L${n(x - tw * 0.1)} ${n(sy + h * 0.26)}`, {
      stroke: shirt,
      sw: aw,
      fill: "none",
    });
    out += path(`M${n(x + tw * 0.4)} ${n(sy + h * 0.06)}L${n(x + tw * 0.2)} ${n(sy + h * 0.26)}`, {
      stroke: shirt,
      sw: aw,
      fill: "none",
    });
  } else {
    out += path(`M${n(x - tw * 0.42)} ${n(sy + h * 0.06)}L${n(x - tw * 0.52)} ${n(hip + h * 0.04)}`, {
      stroke: shirt,
      sw: aw,
      fill: "none",
    });
    out += path(`M${n(x + tw * 0.42)} ${n(sy + h * 0.06)}L${n(x + tw * 0.52)} ${n(hip + h * 0.04)}`, {
      stroke: shirt,
      sw: aw,
      fill: "none",
    });
  }
  // torso
  out += path(
    `M${n(x - tw / 2)} ${n(hip)}V${n(sy + h * 0.07)}Q${n(x - tw / 2)} ${n(sy)} ${n(x - tw / 2 + h * 0.07)} ${n(sy)}H${n(x + tw / 2 - h * 0.07)}Q${n(x + tw / 2)} ${n(sy)} ${n(x + tw / 2)} ${n(sy + h * 0.07)}V${n(hip)}Z`,
    { fill: shirt },
  );
  if (c.collar)
    out += path(`M${n(x - h * 0.05)} ${n(sy)}L${n(x)} ${n(sy + h * 0.07)}L${n(x + h * 0.05)} ${n(sy)}Z`, {
      fill: c.collar,
    });
  // head + hair
  out += circle(x, hy, r, { fill: head });
  out += path(
    `M${n(x - r)} ${n(hy + r * 0.1)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(hy + r * 0.1)}Q${n(x)} ${n(hy - r * 0.45)} ${n(x - r)} ${n(hy + r * 0.1)}Z`,
    { fill: hair },
  );
  if (pose === "carry" && c.item) out += c.item(x, sy + h * 0.2);
  return out;
}

/** Head-and-shoulders avatar centred in a circle of radius r. */
export function bust(cx, cy, r, c = {}) {
  const head = c.head ?? slate;
  const body = c.body ?? bright;
  const hair = c.hair ?? navy;
  const hr = r * 0.36;
  const hy = cy - r * 0.2;
  let out = "";
  if (c.bg) out += circle(cx, cy, r, { fill: c.bg });
  const ring = c.ring ? { stroke: c.ring, sw: c.ringW ?? r * 0.12 } : {};
  out += path(
    `M${n(cx - r * 0.72)} ${n(cy + r * 0.78)}Q${n(cx - r * 0.72)} ${n(cy + r * 0.24)} ${n(cx)} ${n(cy + r * 0.24)}Q${n(cx + r * 0.72)} ${n(cy + r * 0.24)} ${n(cx + r * 0.72)} ${n(cy + r * 0.78)}Z`,
    { fill: body, ...ring },
  );
  out += circle(cx, hy, hr, { fill: head, ...ring });
  out += path(
    `M${n(cx - hr)} ${n(hy)}A${n(hr)} ${n(hr)} 0 0 1 ${n(cx + hr)} ${n(hy)}Q${n(cx)} ${n(hy - hr * 0.5)} ${n(cx - hr)} ${n(hy)}Z`,
    { fill: hair },
  );
  return out;
}

/** App window: rounded panel with a header strip and three dots. */
export function win(x, y, w, h, o = {}) {
  const r = o.r ?? Math.min(w, h) * 0.06;
  const bar = o.bar ?? Math.max(10, h * 0.12);
  let out = rect(x, y, w, h, r, { fill: o.fill ?? white });
  if (o.barFill !== null) {
    out += path(
      `M${n(x)} ${n(y + bar)}V${n(y + r)}Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)}H${n(x + w - r)}Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + r)}V${n(y + bar)}Z`,
      { fill: o.barFill ?? slate },
    );
    const dr = bar * 0.17;
    [o.dot1 ?? amber, o.dot2 ?? teal, o.dot3 ?? white].forEach(
      (f, i) => (out += circle(x + bar * 0.55 + i * dr * 3, y + bar / 2, dr, { fill: f })),
    );
  }
  return out;
}

/** Rounded "text" lines: widths are fractions of w. */
export function lines(x, y, w, widths, o = {}) {
  const th = o.th ?? 6;
  const gap = o.gap ?? th * 2.2;
  let d = "";
  widths.forEach((f, i) => {
    const yy = y + i * gap + th / 2;
    d += `M${n(x + th / 2)} ${n(yy)}H${n(x + Math.max(th / 2, w * f - th / 2))}`;
  });
  return path(d, { stroke: o.color ?? slate, sw: th, fill: "none", op: o.op });
}

/** Bar chart inside (x, y, w, h); vals in 0..1; fills cycle. */
export function bars(x, y, w, h, vals, fills, o = {}) {
  const gap = o.gap ?? 0.35;
  const bw = w / (vals.length + (vals.length - 1) * gap);
  let out = "";
  vals.forEach((v, i) => {
    const bh = Math.max(bw * 0.6, v * h);
    const bx = x + i * bw * (1 + gap);
    const r = Math.min(bw * 0.25, o.r ?? 4);
    out += rect(bx, y + h - bh, bw, bh, r, { fill: fills[i % fills.length] });
  });
  return out;
}

/** Line chart inside (x, y, w, h); optional area fill and end dot. */
export function spark(x, y, w, h, vals, stroke, o = {}) {
  const pts = vals.map((v, i) => [x + (i / (vals.length - 1)) * w, y + h - v * h]);
  let out = "";
  if (o.area) out += path(poly([...pts, [x + w, y + h], [x, y + h]]), { fill: o.area });
  out += path(poly(pts, false), { stroke, sw: o.sw ?? 3, fill: "none" });
  if (o.dots)
    pts.forEach(
      ([px, py], i) =>
        i && i < pts.length - 1 && (out += circle(px, py, (o.sw ?? 3) * 1.1, { fill: o.dots })),
    );
  if (o.end) {
    const [ex, ey] = pts[pts.length - 1];
    out += circle(ex, ey, (o.sw ?? 3) * 2, { fill: o.end });
  }
  return out;
}

/** Donut chart via dash arrays. fracs sum to <= 1. */
export function donut(cx, cy, r, sw, fracs, colors, o = {}) {
  const L = 2 * Math.PI * r;
  let out = o.track ? circle(cx, cy, r, { fill: "none", stroke: o.track, sw, cap: false }) : "";
  let acc = 0;
  fracs.forEach((f, i) => {
    out += el("circle", {
      cx,
      cy,
      r,
      fill: "none",
      stroke: colors[i % colors.length],
      "stroke-width": sw,
      "stroke-dasharray": `${n(Math.max(0, f * L - (o.gap ?? 0)))} ${n(L)}`,
      "stroke-dashoffset": n(-acc * L),
      transform: `rotate(-90 ${n(cx)} ${n(cy)})`,
    });
    acc += f;
  });
  return out;
}

/** Nodes and links: nodes = [[x, y, r, fill]], links = [[i, j]] drawn first. */
export function graph(nodes, links, o = {}) {
  let d = "";
  links.forEach(
    ([i, j]) => (d += `M${n(nodes[i][0])} ${n(nodes[i][1])}L${n(nodes[j][0])} ${n(nodes[j][1])}`),
  );
  let out = path(d, { stroke: o.link ?? sky, sw: o.sw ?? 2, fill: "none", sop: o.linkOp, dash: o.dash });
  nodes.forEach(([x, y, r, fill, ring]) => {
    if (ring) out += circle(x, y, r * 1.8, { fill: ring, op: 0.25 });
    out += circle(x, y, r, { fill });
  });
  return out;
}

/** Soft round glow (radial gradient ellipse). */
export function glow(d, cx, cy, rx, ry, color = bright, op = 0.45) {
  return ellipse(cx, cy, rx, ry, {
    fill: d.rad([
      [0, color, op],
      [1, color, 0],
    ]),
  });
}

/** Four-point sparkle star. */
export function sparkle(cx, cy, r, fill) {
  const k = r * 0.22;
  return path(
    `M${n(cx)} ${n(cy - r)}Q${n(cx + k)} ${n(cy - k)} ${n(cx + r)} ${n(cy)}Q${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + r)}Q${n(cx - k)} ${n(cy + k)} ${n(cx - r)} ${n(cy)}Q${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - r)}Z`,
    { fill },
  );
}

/** Plus sign. */
export function plus(cx, cy, r, stroke, sw = 4) {
  return path(`M${n(cx - r)} ${n(cy)}H${n(cx + r)}M${n(cx)} ${n(cy - r)}V${n(cy + r)}`, {
    stroke,
    sw,
    fill: "none",
  });
}

/** Map pin with a hole. */
export function pinPath(cx, tipY, h) {
  const r = h * 0.36;
  const cy = tipY - h + r;
  const hr = r * 0.42;
  return `M${n(cx)} ${n(tipY)}C${n(cx - r * 0.5)} ${n(tipY - h * 0.3)} ${n(cx - r)} ${n(cy + r * 0.5)} ${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(cy)}C${n(cx + r)} ${n(cy + r * 0.5)} ${n(cx + r * 0.5)} ${n(tipY - h * 0.3)} ${n(cx)} ${n(tipY)}ZM${n(cx + hr)} ${n(cy)}A${n(hr)} ${n(hr)} 0 1 0 ${n(cx - hr)} ${n(cy)}A${n(hr)} ${n(hr)} 0 1 0 ${n(cx + hr)} ${n(cy)}Z`;
}

export { ink, navy, blue, bright, sky, teal, mint, amber, white, slate, mix };
