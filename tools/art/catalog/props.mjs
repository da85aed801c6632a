/** Larger props shared by several hero scenes (screen-space or isometric). */
import { n, path, rect, circle } from "../lib/svg.mjs";
import { ink, navy, blue, bright, sky, teal, amber, white, slate, mix } from "../lib/palette.mjs";
import { cloud, shieldPath, gearPath, glow } from "../lib/parts.mjs";

export const SPECKS_A = [
  [150, 210, "ring"],
  [1060, 180, "amber"],
  [1110, 560, "plus"],
  [120, 640, "star"],
  [260, 120, "dot"],
  [980, 90, "dot"],
  [1020, 760, "dot"],
];
export const SPECKS_B = [
  [170, 160, "amber"],
  [1080, 250, "ring"],
  [1090, 690, "star"],
  [110, 520, "plus"],
  [300, 80, "dot"],
  [930, 120, "dot"],
  [220, 760, "dot"],
];

/** Upright shield with an extruded edge. */
export function bigShield(d, cx, top, w) {
  let out = path(shieldPath(cx + w * 0.05, top + w * 0.035, w), { fill: mix(blue, ink, 0.45) });
  out += path(shieldPath(cx, top, w), {
    fill: d.lin([
      [0, bright],
      [1, blue],
    ]),
  });
  out += path(shieldPath(cx, top + w * 0.09, w * 0.8), {
    fill: d.lin([
      [0, sky, 0.35],
      [1, bright, 0.1],
    ]),
  });
  out += path(shieldPath(cx, top + w * 0.09, w * 0.8), { stroke: sky, sw: 2, sop: 0.6, fill: "none" });
  return out;
}

export function lockGlyph(cx, cy, s, body = white, hole = blue) {
  return (
    path(
      `M${n(cx - s * 0.3)} ${n(cy)}V${n(cy - s * 0.22)}A${n(s * 0.3)} ${n(s * 0.3)} 0 0 1 ${n(cx + s * 0.3)} ${n(cy - s * 0.22)}V${n(cy)}`,
      { stroke: body, sw: s * 0.12, fill: "none" },
    ) +
    rect(cx - s * 0.46, cy - s * 0.06, s * 0.92, s * 0.72, s * 0.14, { fill: body }) +
    circle(cx, cy + s * 0.24, s * 0.1, { fill: hole }) +
    rect(cx - s * 0.045, cy + s * 0.26, s * 0.09, s * 0.2, s * 0.04, { fill: hole })
  );
}

/** Small iso cube ("data packet"). */
export const cube = (I, x, y, z, s, m) => I.box(x, y, z, s, s, s, m);

/** Big glowing cloud (screen space), top-left at (x, y). */
export function skyCloud(d, x, y, w, o = {}) {
  return (
    (o.glow === false ? "" : glow(d, x + w / 2, y + w * 0.36, w * 0.85, w * 0.42, bright, 0.32)) +
    cloud(x + w * 0.03, y + w * 0.03, w, mix(blue, navy, 0.3), { op: 0.6 }) +
    cloud(
      x,
      y,
      w,
      d.linU(
        [
          [0, white],
          [1, sky],
        ],
        0,
        y,
        0,
        y + w * 0.62,
      ),
    )
  );
}

/** Extruded gear (screen space). */
export function bigGear(d, cx, cy, r, teeth, face = teal, side = mix(teal, navy, 0.5)) {
  return (
    path(gearPath(cx + r * 0.08, cy + r * 0.06, r, teeth, 0.38), { fill: side, rule: "evenodd" }) +
    path(gearPath(cx, cy, r, teeth, 0.38), { fill: face, rule: "evenodd" }) +
    circle(cx, cy, r * 0.56, { stroke: white, sw: r * 0.06, fill: "none", op: 0.35 })
  );
}

/** Signal arcs on both sides of (cx, cy). */
export function arcs(cx, cy, radii, colors, sw = 6) {
  return radii
    .map((r, i) => {
      const a = 0.75; // half opening angle (rad)
      const dx = r * Math.cos(a);
      const dy = r * Math.sin(a);
      return path(
        `M${n(cx - dx)} ${n(cy - dy)}A${n(r)} ${n(r)} 0 0 0 ${n(cx - dx)} ${n(cy + dy)}M${n(cx + dx)} ${n(cy - dy)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + dx)} ${n(cy + dy)}`,
        {
          stroke: colors[i % colors.length],
          sw,
          fill: "none",
          op: 1 - i * 0.22,
        },
      );
    })
    .join("");
}

/** Robot arm (screen space) standing at (sx, sy). */
export function robotArm(I, x, y, flip = 1) {
  const [sx, sy] = I.P(x, y, 0);
  let out = I.cyl(x, y, 0, 30, 22, "slate") + I.cyl(x, y, 22, 18, 14, "amber");
  const sh = [sx, sy - 44];
  const el = [sx - 30 * flip, sy - 150];
  const wr = [sx + 70 * flip, sy - 168];
  out += path(`M${n(sh[0])} ${n(sh[1])}L${n(el[0])} ${n(el[1])}`, { stroke: amber, sw: 26, fill: "none" });
  out += path(`M${n(el[0])} ${n(el[1])}L${n(wr[0])} ${n(wr[1])}`, {
    stroke: mix(amber, white, 0.3),
    sw: 20,
    fill: "none",
  });
  out +=
    circle(...sh, 16, { fill: navy }) + circle(...el, 17, { fill: navy }) + circle(...el, 7, { fill: slate });
  out += rect(wr[0] - 6, wr[1] - 12, 18, 30, 5, {
    fill: navy,
    tf: `rotate(${-10 * flip} ${n(wr[0])} ${n(wr[1])})`,
  });
  out += path(`M${n(wr[0] + 2)} ${n(wr[1] + 14)}v22m14 -22v22`, { stroke: slate, sw: 6, fill: "none" });
  return out;
}

/** Studded building block (brick) on the iso grid. */
export function brick(I, x, y, z, w, d, m, h = 34) {
  let out = I.box(x, y, z, w, d, h, m);
  const sx = w / 2;
  const sy = d / 2;
  for (const [u, v] of [
    [sx / 2, sy / 2],
    [sx * 1.5, sy / 2],
    [sx / 2, sy * 1.5],
    [sx * 1.5, sy * 1.5],
  ])
    out += I.cyl(x + u, y + v, z + h, Math.min(w, d) * 0.14, 8, m);
  return out;
}
