/**
 * Scene kit: composite objects for the isometric hero scenes (screens, laptops, racks,
 * panels, floating badges, data flows). Everything is drawn through an Iso instance.
 */
import { n, g, path, poly, rect, circle, ellipse } from "./svg.mjs";
import { ink, navy, blue, bright, sky, teal, mint, amber, white, slate, mix } from "./palette.mjs";
import { MAT } from "./iso.mjs";
import { lines, bars, spark, donut, bust, check, sparkle, plus, person } from "./parts.mjs";
import { icon } from "./icons.mjs";

export const SCREEN = mix(white, sky, 0.12);

/** Flat UI mock-ups drawn in (0, 0, w, h); used on screens and panels. */
export function ui(kind, w, h, o = {}) {
  const p = Math.min(w, h) * 0.08; // padding
  const th = Math.max(3, Math.min(w, h) * 0.045);
  const bg = o.bg ?? SCREEN;
  let out = o.noBg ? "" : rect(0, 0, w, h, o.r ?? Math.min(w, h) * 0.05, { fill: bg });
  switch (kind) {
    case "dash": {
      const sb = w * 0.2;
      out += rect(0, 0, sb, h, o.r ?? Math.min(w, h) * 0.05, { fill: navy });
      out += lines(sb * 0.22, p * 1.4, sb * 0.56, [1, 1, 1, 1], {
        color: bright,
        th: th * 0.8,
        gap: th * 2.6,
      });
      const cw = (w - sb - p * 3) / 2;
      out += rect(sb + p, p, cw, h * 0.4, th, { fill: white });
      out += donut(sb + p + cw / 2, p + h * 0.2, h * 0.12, th * 1.4, [0.64, 0.36], [blue, teal]);
      out += rect(sb + p * 2 + cw, p, cw, h * 0.4, th, { fill: white });
      out += bars(
        sb + p * 2 + cw * 1.18,
        p + h * 0.08,
        cw * 0.64,
        h * 0.26,
        [0.5, 0.9, 0.65, 0.8],
        [bright, blue, sky, amber],
        { r: 2 },
      );
      out += rect(sb + p, h * 0.4 + p * 2, w - sb - p * 2, h * 0.6 - p * 3, th, { fill: white });
      out += spark(
        sb + p * 2,
        h * 0.4 + p * 3,
        w - sb - p * 4,
        h * 0.6 - p * 5,
        [0.1, 0.5, 0.35, 0.75, 0.6, 0.95],
        blue,
        {
          sw: th * 0.8,
          area: mix(sky, white, 0.5),
        },
      );
      break;
    }
    case "bars":
      out += lines(p, p, w * 0.5, [0.6], { color: slate, th });
      out += bars(
        p,
        p * 2.6,
        w - p * 2,
        h - p * 3.6,
        o.vals ?? [0.35, 0.55, 0.45, 0.75, 0.62, 0.95],
        o.fills ?? [sky, bright, sky, blue, bright, teal],
        { r: 3 },
      );
      break;
    case "line":
      out += lines(p, p, w * 0.4, [0.7], { color: slate, th });
      out += spark(
        p,
        p * 2.6,
        w - p * 2,
        h - p * 3.8,
        o.vals ?? [0.15, 0.4, 0.3, 0.62, 0.5, 0.9],
        o.stroke ?? blue,
        {
          sw: th * 0.8,
          area: mix(sky, white, 0.45),
          end: amber,
        },
      );
      break;
    case "donut":
      out += donut(w * 0.32, h / 2, Math.min(w, h) * 0.26, th * 2.2, [0.45, 0.3, 0.25], [blue, teal, amber]);
      out += lines(w * 0.62, h * 0.3, w * 0.3, [1, 0.7, 0.85], { color: slate, th, gap: th * 2.6 });
      break;
    case "code": {
      const rows = o.rows ?? [
        [0, 0.5, teal],
        [1, 0.6, sky],
        [2, 0.35, amber],
        [2, 0.5, sky],
        [1, 0.3, teal],
        [1, 0.55, white],
        [0, 0.25, teal],
      ];
      out = o.noBg ? "" : rect(0, 0, w, h, o.r ?? Math.min(w, h) * 0.05, { fill: o.bg ?? navy });
      out += rect(0, 0, w, th * 3.2, 0, { fill: blue, op: 0.5 });
      [amber, teal, sky].forEach(
        (f, i) => (out += circle(p * 0.9 + i * th * 1.9, th * 1.6, th * 0.55, { fill: f })),
      );
      const gap = (h - th * 4.5 - p) / rows.length;
      rows.forEach(([ind, len, col], i) => {
        const y = th * 4.5 + p * 0.4 + i * gap;
        out += path(`M${n(p + ind * th * 2.4)} ${n(y)}H${n(p + ind * th * 2.4 + len * (w - p * 2))}`, {
          stroke: col,
          sw: th * 0.9,
          fill: "none",
        });
      });
      break;
    }
    case "list":
      for (let i = 0; i < 3; i++) {
        const y = p + (i * (h - p)) / 3;
        out += circle(p + th * 1.4, y + th * 1.6, th * 1.4, { fill: [teal, bright, amber][i] });
        out += lines(p + th * 4, y + th * 0.4, w - p * 2 - th * 4, [0.9, 0.55], {
          color: slate,
          th,
          gap: th * 1.8,
        });
      }
      break;
    case "check":
      for (let i = 0; i < 3; i++) {
        const y = p + (i * (h - p)) / 3;
        const s = th * 3;
        out += rect(p, y, s, s, th * 0.6, {
          fill: i < 2 ? teal : "none",
          stroke: i < 2 ? null : slate,
          sw: th * 0.5,
        });
        if (i < 2) out += check(p + s * 0.22, y + s * 0.24, s * 0.56, white, th * 0.6);
        out += lines(
          p + s + th * 1.5,
          y + s * 0.5 - th / 2,
          w - p * 2 - s - th * 1.5,
          [i === 2 ? 0.6 : 0.9],
          { color: slate, th },
        );
      }
      break;
    case "profile":
      out += bust(w / 2, h * 0.34, Math.min(w, h) * 0.22, {
        bg: mix(sky, white, 0.4),
        body: o.body ?? bright,
        head: slate,
        hair: navy,
      });
      out += lines(w * 0.2, h * 0.66, w * 0.6, [1, 0.7], { color: slate, th, gap: th * 2.2 });
      out += rect(w * 0.28, h * 0.84, w * 0.44, th * 2, th, { fill: o.accent ?? teal });
      break;
    case "gantt": {
      const rowsG = o.rows ?? [
        [0, 0.35, blue],
        [0.2, 0.5, bright],
        [0.45, 0.3, teal],
        [0.6, 0.35, amber],
        [0.3, 0.4, sky],
      ];
      const gh = (h - p * 2) / rowsG.length;
      let grid = "";
      for (let i = 1; i < 5; i++) grid += `M${n(p + (i * (w - p * 2)) / 5)} ${n(p)}V${n(h - p)}`;
      out += path(grid, { stroke: slate, sw: 1, fill: "none", op: 0.7 });
      rowsG.forEach(
        ([s, l, col], i) =>
          (out += rect(p + s * (w - p * 2), p + i * gh + gh * 0.2, l * (w - p * 2), gh * 0.56, gh * 0.28, {
            fill: col,
          })),
      );
      break;
    }
    case "pulse":
      out += path(
        `M${n(p)} ${n(h * 0.55)}H${n(w * 0.3)}L${n(w * 0.38)} ${n(h * 0.25)}L${n(w * 0.48)} ${n(h * 0.8)}L${n(w * 0.56)} ${n(h * 0.4)}L${n(w * 0.62)} ${n(h * 0.55)}H${n(w - p)}`,
        {
          stroke: o.stroke ?? teal,
          sw: th * 1.1,
          fill: "none",
        },
      );
      break;
    case "flow": {
      const a = [w * 0.2, h * 0.3];
      const b = [w * 0.55, h * 0.3];
      const c = [w * 0.55, h * 0.72];
      const dd = [w * 0.84, h * 0.72];
      out += path(poly([a, b, c, dd], false), { stroke: slate, sw: th * 0.8, fill: "none" });
      out += rect(a[0] - w * 0.12, a[1] - h * 0.1, w * 0.24, h * 0.2, th, { fill: blue });
      out += path(
        poly([
          [b[0], b[1] - h * 0.14],
          [b[0] + w * 0.1, b[1]],
          [b[0], b[1] + h * 0.14],
          [b[0] - w * 0.1, b[1]],
        ]),
        { fill: amber },
      );
      out += rect(c[0] - w * 0.1, c[1] - h * 0.1, w * 0.2, h * 0.2, th, { fill: teal });
      out += circle(dd[0], dd[1], h * 0.09, { fill: bright });
      break;
    }
    case "sliders":
      [0.7, 0.35, 0.55, 0.85].forEach((v, i) => {
        const y = p + th + i * ((h - p * 2 - th) / 3.4);
        out += path(`M${n(p)} ${n(y)}H${n(w - p)}`, { stroke: slate, sw: th * 0.8, fill: "none" });
        out += path(`M${n(p)} ${n(y)}H${n(p + v * (w - p * 2))}`, {
          stroke: [blue, teal, amber, bright][i],
          sw: th * 0.8,
          fill: "none",
        });
        out += circle(p + v * (w - p * 2), y, th * 1.5, {
          fill: white,
          stroke: [blue, teal, amber, bright][i],
          sw: th * 0.6,
        });
      });
      break;
    case "article":
      out += rect(p, p, w - p * 2, h * 0.42, th, { fill: o.img ?? mix(sky, white, 0.3) });
      out += path(
        `M${n(p)} ${n(p + h * 0.42)}L${n(w * 0.35)} ${n(p + h * 0.2)}L${n(w * 0.55)} ${n(p + h * 0.34)}L${n(w * 0.72)} ${n(p + h * 0.16)}L${n(w - p)} ${n(p + h * 0.42)}Z`,
        { fill: o.hill ?? bright, op: 0.7 },
      );
      out += circle(w * 0.26, p + h * 0.13, h * 0.05, { fill: amber });
      out += lines(p, p * 2 + h * 0.42, w - p * 2, [0.9, 1, 0.6], { color: slate, th, gap: th * 2.2 });
      break;
    case "chat":
      out += rect(p, p, w * 0.6, h * 0.2, h * 0.08, { fill: mix(sky, white, 0.3) });
      out += rect(w * 0.35, p + h * 0.28, w * 0.65 - p, h * 0.2, h * 0.08, { fill: bright });
      out += rect(p, p + h * 0.56, w * 0.5, h * 0.2, h * 0.08, { fill: mix(sky, white, 0.3) });
      out += lines(w * 0.35 + th * 2, p + h * 0.38 - th / 2, w * 0.45, [0.8], { color: white, th });
      break;
    case "map": {
      out += path(
        `M0 ${n(h * 0.6)}C${n(w * 0.3)} ${n(h * 0.5)} ${n(w * 0.4)} ${n(h * 0.9)} ${n(w)} ${n(h * 0.7)}`,
        { stroke: white, sw: th * 2, fill: "none" },
      );
      out += path(
        `M${n(w * 0.3)} 0C${n(w * 0.4)} ${n(h * 0.4)} ${n(w * 0.2)} ${n(h * 0.7)} ${n(w * 0.35)} ${n(h)}`,
        { stroke: white, sw: th * 1.6, fill: "none" },
      );
      out += rect(w * 0.55, h * 0.12, w * 0.3, h * 0.3, th, { fill: mix(teal, white, 0.6) });
      out += path(
        `M${n(w * 0.15)} ${n(h * 0.85)}C${n(w * 0.4)} ${n(h * 0.6)} ${n(w * 0.55)} ${n(h * 0.5)} ${n(w * 0.75)} ${n(h * 0.28)}`,
        { stroke: amber, sw: th, dash: `${n(th * 1.5)} ${n(th * 1.5)}`, fill: "none" },
      );
      out += circle(w * 0.15, h * 0.85, th * 1.4, { fill: blue });
      break;
    }
    case "card":
      out += rect(0, h * 0.2, w, h * 0.16, 0, { fill: navy });
      out += rect(p, h * 0.52, w * 0.18, h * 0.2, th * 0.6, { fill: amber });
      out += lines(w * 0.34, h * 0.58, w * 0.56, [1], { color: white, th, op: 0.85 });
      out += circle(w - p * 2.6, h * 0.84, h * 0.07, { fill: amber, op: 0.9 });
      out += circle(w - p * 1.8, h * 0.84, h * 0.07, { fill: sky, op: 0.9 });
      break;
    case "video":
      out += rect(p, p, w - p * 2, h * 0.66, th, { fill: navy });
      out += path(
        `M${n(w / 2 - th * 2)} ${n(p + h * 0.33 - th * 2.6)}L${n(w / 2 + th * 2.6)} ${n(p + h * 0.33)}L${n(w / 2 - th * 2)} ${n(p + h * 0.33 + th * 2.6)}Z`,
        { fill: white },
      );
      out += path(`M${n(p)} ${n(h * 0.84)}H${n(w - p)}`, { stroke: slate, sw: th * 0.8, fill: "none" });
      out += path(`M${n(p)} ${n(h * 0.84)}H${n(w * 0.45)}`, { stroke: teal, sw: th * 0.8, fill: "none" });
      break;
    case "blank":
      break;
    default:
      throw new Error("unknown ui " + kind);
  }
  return out;
}

/** A monitor on a stand, screen facing the lower left (L) or lower right (R). */
export function monitor(I, x, y, w, h, kind, o = {}) {
  const z = o.z ?? 0;
  const lift = o.lift ?? h * 0.28;
  let out = "";
  if (o.facing === "R") {
    out += I.box(x - 14, y + w / 2 - 22, z, 30, 44, 4, "slate");
    out += I.box(x - 6, y + w / 2 - 5, z + 4, 6, 10, lift, "slate");
    out += I.box(x - 6, y, z + lift, 6, w, h, "white");
    out += g({ transform: I.wallR(x, y + w - 3, z + lift + h - 3) }, ui(kind, w - 6, h - 6, o));
  } else {
    out += I.box(x + w / 2 - 22, y - 14, z, 44, 30, 4, "slate");
    out += I.box(x + w / 2 - 5, y - 6, z + 4, 10, 6, lift, "slate");
    out += I.box(x, y - 6, z + lift, w, 6, h, "white");
    out += g({ transform: I.wallL(x + 3, y, z + lift + h - 3) }, ui(kind, w - 6, h - 6, o));
  }
  return out;
}

/** Laptop: base on the floor at (x, y), screen rising along its back edge, facing lower left. */
export function laptop(I, x, y, w, kind, o = {}) {
  const z = o.z ?? 0;
  const dep = w * 0.66;
  const sh = w * 0.62;
  let out = I.box(x, y, z, w, dep, 5, "white");
  out += g(
    { transform: I.floor(x + w * 0.1, y + dep * 0.38, z + 5) },
    rect(0, 0, w * 0.8, dep * 0.3, 3, { fill: slate }),
    rect(w * 0.28, dep * 0.38, w * 0.24, dep * 0.16, 3, { fill: slate }),
  );
  out += I.box(x, y - 4, z + 5, w, 4, sh, "white");
  out += g({ transform: I.wallL(x + 4, y, z + 5 + sh - 4) }, ui(kind, w - 8, sh - 8, o));
  return out;
}

/** Dots as zero-length round-capped strokes: one compact path per colour. */
export function dots(points, color, r) {
  return path(points.map(([x, y]) => `M${n(x)} ${n(y)}h.1`).join(""), {
    stroke: color,
    sw: r * 2,
    fill: "none",
  });
}

/** Plain rectangles as one path (for many small windows/bays). */
export function rects(list, o) {
  return path(list.map(([x, y, w, h]) => `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`).join(""), o);
}

/** Server rack: a tall box with drive bays on both visible faces. */
export function rack(I, x, y, w, d, h, o = {}) {
  const m = o.mat ?? "navy";
  let out = I.box(x, y, 0, w, d, h, m, { rim: o.rim ?? bright, rimOp: 0.5 });
  const units = o.units ?? Math.max(2, Math.round(h / 34));
  const uh = (h - 14) / units;
  const bays = [];
  const leds = { [teal]: [], [amber]: [], [sky]: [] };
  let bars = "";
  for (let i = 0; i < units; i++) {
    const yy = 7 + i * uh;
    const cy = yy + (uh - 6) / 2;
    bays.push([6, yy, w - 12, uh - 6]);
    leds[i % 3 === 1 ? amber : teal].push([w - 18, cy]);
    leds[i % 2 ? sky : teal].push([w - 27, cy]);
    bars += `M14 ${n(cy)}H${n(w * 0.45)}`;
  }
  out += g(
    { transform: I.wallL(x, y + d, h) },
    rects(bays, { fill: ink, op: 0.55 }),
    path(bars, { stroke: bright, sw: 2.4, fill: "none", op: 0.8 }),
    Object.entries(leds).map(([col, pts]) => (pts.length ? dots(pts, col, 2.6) : "")),
  );
  let side = "";
  for (let i = 0; i < 5; i++) side += `M10 ${n(16 + i * 10)}H${n(d - 10)}`;
  out += g(
    { transform: I.wallR(x + w, y + d, h) },
    path(side, { stroke: ink, sw: 3, fill: "none", op: 0.45 }),
  );
  return out;
}

/** Floating vertical panel with a little thickness, facing lower left (L) or lower right (R). */
export function panel(I, x, y, z, w, h, kind, o = {}) {
  const t = o.t ?? 5;
  let out = "";
  if (o.shadow !== false)
    out += shadow(I, o.facing === "R" ? x : x + w / 2, o.facing === "R" ? y + w / 2 : y, w * 0.4, 0.22);
  if (o.facing === "R") {
    out += I.box(x - t, y, z, t, w, h, o.mat ?? "white");
    out += g({ transform: I.wallR(x, y + w, z + h) }, ui(kind, w, h, o));
  } else {
    out += I.box(x, y - t, z, w, t, h, o.mat ?? "white");
    out += g({ transform: I.wallL(x, y, z + h) }, ui(kind, w, h, o));
  }
  return out;
}

/** Floating badge (screen space): white rounded tile with an icon and a soft shadow below. */
export function badge(d, cx, cy, s, name, c, o = {}) {
  const r = s * 0.24;
  let out = "";
  if (o.shadowY !== false)
    out += ellipse(cx, o.shadowY ?? cy + s * 0.95, s * 0.34, s * 0.08, { fill: ink, op: 0.35 });
  out += rect(cx - s / 2 + 4, cy - s / 2 + 8, s, s, r, { fill: ink, op: 0.35 });
  out += rect(cx - s / 2, cy - s / 2, s, s, r, { fill: o.fill ?? white });
  out += icon(name, c, cx - s * 0.32, cy - s * 0.32, s * 0.64);
  return out;
}

/** Dashed flow curve (cubic) with an optional dot at the end. */
export function flow(pts, color = sky, o = {}) {
  const [a, b, c2, e] = pts;
  let out = path(
    `M${n(a[0])} ${n(a[1])}C${n(b[0])} ${n(b[1])} ${n(c2[0])} ${n(c2[1])} ${n(e[0])} ${n(e[1])}`,
    {
      stroke: color,
      sw: o.sw ?? 3,
      dash: o.dash ?? "2 9",
      fill: "none",
      sop: o.op ?? 0.8,
    },
  );
  if (o.end !== false) out += circle(e[0], e[1], o.r ?? 6, { fill: o.endFill ?? color });
  return out;
}

/** Deterministic decoration: small dots, rings and sparkles at the given spots. */
export function specks(spots) {
  return spots
    .map(([x, y, k]) => {
      if (k === "ring") return circle(x, y, 7, { stroke: teal, sw: 3, fill: "none" });
      if (k === "amber") return circle(x, y, 5, { fill: amber });
      if (k === "plus") return plus(x, y, 8, sky, 3);
      if (k === "star") return sparkle(x, y, 11, mint);
      return circle(x, y, 4, { fill: sky, op: 0.7 });
    })
    .join("");
}

/** Soft column of light (scanner / hologram). */
export function beam(d, x1, x2, yTop, xb1, xb2, yBot, color = teal, op = 0.35) {
  return path(
    poly([
      [x1, yTop],
      [x2, yTop],
      [xb2, yBot],
      [xb1, yBot],
    ]),
    {
      fill: d.lin([
        [0, color, op],
        [1, color, 0],
      ]),
    },
  );
}

/** Contact shadow on the floor. */
export const shadow = (I, x, y, r, op = 0.32) =>
  I.disc(x, y, 0, r * 1.25, {
    fill: I.d.rad([
      [0, ink, Math.min(1, op * 1.9)],
      [0.6, ink, op],
      [1, ink, 0],
    ]),
  });

/** Person standing at world (x, y) with a contact shadow. */
export function human(I, x, y, h, c, pose, z = 0) {
  const [sx, sy] = I.P(x, y, z);
  return ellipse(sx, sy, h * 0.2, h * 0.07, { fill: ink, op: 0.35 }) + person(sx, sy, h, c, pose);
}

/** Building block with rows of windows on both visible faces. */
export function building(I, x, y, w, d, h, m = "white", o = {}) {
  let out = I.box(x, y, 0, w, d, h, m, { rim: o.rim, rimOp: 0.4 });
  const rows = o.rows ?? Math.floor((h - 20) / 30);
  const win = o.win ?? sky;
  const top = o.top ?? 14;
  const rh = (h - top - 6) / rows;
  const mk = (len, seed) => {
    const cols = Math.max(1, Math.floor((len - 12) / (o.pitch ?? 26)));
    const cw = (len - 12) / cols;
    const lit = [];
    const dim = [];
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++)
        ((r * 3 + c * 5 + seed) % 7 === 0 ? lit : dim).push([
          6 + c * cw + cw * 0.18,
          top + r * rh,
          cw * 0.64,
          rh * 0.55,
        ]);
    return rects(dim, { fill: win, op: 0.7 }) + (lit.length ? rects(lit, { fill: o.lit ?? amber }) : "");
  };
  out += g({ transform: I.wallL(x, y + d, h) }, mk(w, 0));
  out += g({ transform: I.wallR(x + w, y + d, h) }, mk(d, 3));
  return out;
}

/** Rounded tree: trunk and two stacked canopy balls. */
export function tree(I, x, y, h = 70, o = {}) {
  const [sx, sy] = I.P(x, y, 0);
  const r = h * 0.3;
  return (
    ellipse(sx, sy, r * 0.9, r * 0.45, { fill: ink, op: 0.3 }) +
    rect(sx - 3, sy - h * 0.5, 6, h * 0.5, 3, { fill: mix(navy, teal, 0.3) }) +
    circle(sx, sy - h * 0.62, r, { fill: o.fill ?? teal }) +
    circle(sx - r * 0.3, sy - h * 0.7, r * 0.55, { fill: o.hi ?? mix(teal, mint, 0.5) })
  );
}

/** Screen-space icon with an extruded edge, for big hero props. */
export function bigIcon(name, c, x, y, size, depth = 10, side = mix(blue, ink, 0.45)) {
  const sil = {};
  for (const k of Object.keys(c)) sil[k] = side;
  return icon(name, sil, x + depth * 0.8, y + depth * 0.55, size) + icon(name, c, x, y, size);
}

/** Flag on a pole, pole base at world (x, y, z). */
export function flag(I, x, y, z, h, color = amber) {
  const [sx, sy] = I.P(x, y, z);
  return (
    rect(sx - 2.5, sy - h, 5, h, 2.5, { fill: slate }) +
    path(
      `M${n(sx + 2)} ${n(sy - h + 4)}C${n(sx + 24)} ${n(sy - h - 4)} ${n(sx + 36)} ${n(sy - h + 14)} ${n(sx + 58)} ${n(sy - h + 8)}V${n(sy - h + 40)}C${n(sx + 36)} ${n(sy - h + 46)} ${n(sx + 24)} ${n(sy - h + 28)} ${n(sx + 2)} ${n(sy - h + 36)}Z`,
      { fill: color },
    )
  );
}

/** Stack of coins (amber cylinders). */
export function coins(I, x, y, count, r = 26) {
  let out = shadow(I, x, y, r + 8);
  for (let i = 0; i < count; i++)
    out += I.cyl(x, y, i * 9, r, 8, "amber", { top: i === count - 1 ? mix(amber, white, 0.55) : null });
  return out;
}

/** Conveyor belt along x with boxes on it. */
export function conveyor(I, x, y, len, boxes = []) {
  let out = I.box(x, y, 0, 10, 60, 40, "slate") + I.box(x + len - 10, y, 0, 10, 60, 40, "slate");
  out += I.box(x, y, 40, len, 60, 14, "navy", { rim: sky, rimOp: 0.4 });
  let rollers = "";
  for (let u = 8; u < len; u += 22) rollers += `M${n(u)} 3V57`;
  out += g(
    { transform: I.floor(x, y, 54) },
    rect(0, 0, len, 60, 0, { fill: mix(navy, ink, 0.4) }),
    path(rollers, { stroke: sky, sw: 2, sop: 0.25, fill: "none" }),
  );
  boxes.forEach(([u, m, s = 40]) => (out += I.box(x + u, y + 10, 54, s, s, s * 0.8, m)));
  return out;
}

export { MAT };
