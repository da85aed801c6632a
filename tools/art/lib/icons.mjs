/**
 * Icon drawings in a 100 x 100 box. Each takes a colour scheme
 *   c = { main, light, pale, dark, paper, line, acc, acc2, hot }
 * and uses only those keys, so the same drawing can be re-rendered as a flat silhouette
 * (for soft shadows) or in the light/dark scheme. Motifs scale them up; scenes use them small.
 */
import { n, g, path, rect, circle, ellipse } from "./svg.mjs";
import {
  cloud,
  shieldPath,
  check,
  gearPath,
  heartPath,
  bust,
  bars,
  spark,
  donut,
  graph,
  lines,
  pinPath,
} from "./parts.mjs";
import { ink, navy, blue, bright, sky, teal, mint, amber, white, slate } from "./palette.mjs";

const S = (c, k) => ({ stroke: c[k], fill: "none" });

export const ICONS = {
  cloud: (c) =>
    path("M30 64V76M50 64V84M70 64V76", { ...S(c, "dark"), sw: 4 }) +
    circle(30, 80, 6, { fill: c.acc }) +
    circle(50, 88, 6, { fill: c.hot }) +
    circle(70, 80, 6, { fill: c.light }) +
    cloud(4, 14, 92, c.main) +
    path("M20 50A14 14 0 0 1 30 38M44 28A22 22 0 0 1 60 20", {
      stroke: c.paper,
      sw: 3.5,
      fill: "none",
      op: 0.55,
    }),

  shield: (c) =>
    path(shieldPath(50, 4, 80), { fill: c.main }) +
    path(shieldPath(50, 13, 62), { fill: c.light }) +
    path("M50 13V85", { stroke: c.paper, sw: 0, fill: "none" }) +
    check(34, 38, 32, c.paper, 7.5),

  lock: (c) =>
    path("M31 46V33A19 19 0 0 1 69 33V46", { ...S(c, "dark"), sw: 9 }) +
    rect(16, 42, 68, 50, 12, { fill: c.main }) +
    rect(16, 42, 68, 12, 0, { fill: c.light, op: 0.5 }) +
    circle(50, 63, 8, { fill: c.paper }) +
    rect(46.5, 64, 7, 15, 3.5, { fill: c.paper }),

  network: (c) => {
    const nodes = [
      [50, 50, 13, c.main],
      [18, 26, 8, c.acc],
      [80, 20, 8, c.hot],
      [88, 62, 7, c.light],
      [58, 90, 7, c.acc],
      [14, 74, 8, c.light],
    ];
    return (
      path("M18 26L80 20L88 62L58 90L14 74Z", { stroke: c.pale, sw: 3, fill: "none", dash: "5 6" }) +
      graph(
        nodes,
        [
          [0, 1],
          [0, 2],
          [0, 3],
          [0, 4],
          [0, 5],
        ],
        { link: c.dark, sw: 3.5 },
      ) +
      circle(50, 50, 5, { fill: c.paper })
    );
  },

  chart: (c) =>
    rect(6, 10, 88, 80, 10, { fill: c.paper }) +
    rect(6, 10, 88, 80, 10, { stroke: c.line, sw: 2.5, fill: "none" }) +
    lines(16, 20, 40, [0.9, 0.55], { color: c.line, th: 4, gap: 8 }) +
    donut(76, 28, 8, 5, [0.62, 0.38], [c.main, c.acc]) +
    bars(18, 42, 64, 38, [0.45, 0.7, 0.52, 0.92], [c.pale, c.light, c.pale, c.main], { r: 3 }) +
    spark(18, 38, 64, 34, [0.18, 0.5, 0.42, 0.9], c.hot, { sw: 3.5, end: c.hot }),

  database: (c) => {
    let out = "";
    [68, 45, 22].forEach((y, i) => {
      out += path(`M18 ${y}V${y + 16}A32 10 0 0 0 82 ${y + 16}V${y}Z`, { fill: c.main });
      out += ellipse(50, y, 32, 10, { fill: i === 2 ? c.light : c.pale });
      out += circle(70, y + 14, 3, { fill: i === 1 ? c.hot : c.acc2 });
    });
    return out + ellipse(50, 22, 18, 4.5, { fill: c.paper, op: 0.35 });
  },

  code: (c) =>
    rect(6, 14, 88, 72, 10, { fill: c.dark }) +
    path("M6 28V24A10 10 0 0 1 16 14H84A10 10 0 0 1 94 24V28Z", { fill: c.main }) +
    circle(15, 21, 2.8, { fill: c.hot }) +
    circle(23, 21, 2.8, { fill: c.acc }) +
    circle(31, 21, 2.8, { fill: c.paper }) +
    path("M36 42L22 56L36 70M64 42L78 56L64 70", { stroke: c.acc2, sw: 6.5, fill: "none" }) +
    path("M56 38L44 74", { stroke: c.hot, sw: 6.5, fill: "none" }),

  team: (c) =>
    bust(22, 50, 22, { head: c.line, body: c.acc, hair: c.dark }) +
    bust(78, 50, 22, { head: c.line, body: c.light, hair: c.dark }) +
    bust(50, 60, 30, { head: c.line, body: c.main, hair: c.dark, ring: c.paper, ringW: 5 }) +
    bust(50, 60, 30, { head: c.line, body: c.main, hair: c.dark }) +
    rect(10, 86, 80, 6, 3, { fill: c.pale }),

  handshake: (c) => {
    // sleeves, the other person's hand (palm under, thumb on top), then the near hand whose
    // fingers wrap over it
    let out =
      path("M2 44L20 34L32 58L14 68Z", { fill: c.main }) + path("M98 44L80 34L68 58L86 68Z", { fill: c.acc });
    out += path("M78 38H56Q48 38 42 44L36 50Q33 54 37 56Q41 58 45 54L50 50L72 62Z", { fill: c.pale });
    out += path("M24 40L40 34Q47 32 52 37L58 43L40 66L29 62Z", { fill: c.paper, stroke: c.light, sw: 2.5 });
    for (const [x1, y1, x2, y2] of [
      [39, 57, 54, 67],
      [43, 51, 60, 63],
      [47, 45, 65, 58],
      [50, 38, 68, 52],
    ]) {
      const d = `M${x1} ${y1}L${x2} ${y2}`;
      out +=
        path(d, { stroke: c.light, sw: 10.5, fill: "none" }) +
        path(d, { stroke: c.paper, sw: 6, fill: "none" });
    }
    return out + path("M64 40Q56 36 50 33", { stroke: c.pale, sw: 8, fill: "none" });
  },

  gears: (c) =>
    path(gearPath(38, 58, 32, 10, 0.34), { fill: c.main, rule: "evenodd" }) +
    circle(38, 58, 17, { fill: "none", stroke: c.light, sw: 4 }) +
    path(gearPath(74, 28, 20, 8, 0.36), { fill: c.acc, rule: "evenodd" }),

  rocket: (c) =>
    g(
      { transform: "rotate(40 50 50)" },
      path("M42 70Q50 100 58 70Z", { fill: c.hot }),
      path("M45 70Q50 88 55 70Z", { fill: c.paper }),
      path("M35 50L22 64V76L36 68Z", { fill: c.main }),
      path("M65 50L78 64V76L64 68Z", { fill: c.main }),
      path("M50 4C66 16 70 38 66 70H34C30 38 34 16 50 4Z", { fill: c.paper }),
      path("M50 4C66 16 70 38 66 70H56C60 38 58 16 50 4Z", { fill: c.line }),
      path("M50 4C58 10 63 18 65 26H35C37 18 42 10 50 4Z", { fill: c.main }),
      circle(50, 42, 9, { fill: c.light }),
      circle(50, 42, 9, { stroke: c.dark, sw: 3.5, fill: "none" }),
      rect(46, 56, 8, 16, 4, { fill: c.main }),
    ),

  lightbulb: (c) =>
    path("M50 2V8M16 16L21 21M84 16L79 21M4 44H11M96 44H89", { ...S(c, "main"), sw: 4.5 }) +
    path("M50 14A28 28 0 0 1 67 64Q63 67 63 72H37Q37 67 33 64A28 28 0 0 1 50 14Z", { fill: c.hot }) +
    path("M50 14A28 28 0 0 0 36 20Q28 34 40 40A18 18 0 0 1 50 14Z", { fill: c.paper, op: 0.45 }) +
    path("M41 50L45 58L50 50L55 58L59 50", { ...S(c, "paper"), sw: 3.5 }) +
    path("M45 58V72M55 58V72", { ...S(c, "paper"), sw: 3 }) +
    rect(36, 74, 28, 7, 3.5, { fill: c.dark }) +
    rect(38, 83, 24, 7, 3.5, { fill: c.main }) +
    rect(44, 91, 12, 5, 2.5, { fill: c.dark }),

  target: (c) =>
    circle(46, 54, 40, { fill: c.main }) +
    circle(46, 54, 30, { fill: c.paper }) +
    circle(46, 54, 20, { fill: c.light }) +
    circle(46, 54, 10, { fill: c.paper }) +
    circle(46, 54, 5, { fill: c.hot }) +
    path("M48 52L86 14", { ...S(c, "dark"), sw: 5 }) +
    path("M80 8L84 16L92 20L98 12L90 10L88 2Z", { fill: c.acc }),

  calendar: (c) => {
    let out =
      rect(8, 16, 84, 76, 11, { fill: c.paper }) +
      rect(8, 16, 84, 76, 11, { stroke: c.line, sw: 2.5, fill: "none" });
    out += path("M8 38V27A11 11 0 0 1 19 16H81A11 11 0 0 1 92 27V38Z", { fill: c.main });
    out += rect(26, 6, 8, 18, 4, { fill: c.dark }) + rect(66, 6, 8, 18, 4, { fill: c.dark });
    for (let r = 0; r < 3; r++)
      for (let k = 0; k < 4; k++) {
        const x = 17 + k * 18;
        const y = 46 + r * 15;
        const hot = r === 1 && k === 2;
        const done = r === 0 && k === 1;
        out += rect(x, y, 13, 10, 3, {
          fill: hot ? c.hot : done ? c.acc : c.pale,
          op: hot || done ? 1 : 0.7,
        });
      }
    return out;
  },

  globe: (c) =>
    circle(50, 50, 38, { fill: c.main }) +
    path("M50 12A38 38 0 0 0 50 88A16 38 0 0 1 50 12Z", { fill: c.light, op: 0.6 }) +
    ellipse(50, 50, 16, 38, { stroke: c.pale, sw: 3, fill: "none" }) +
    path("M12 50H88M17 31H83M17 69H83M50 12V88", { stroke: c.pale, sw: 3, fill: "none" }) +
    ellipse(50, 50, 48, 16, { stroke: c.hot, sw: 3.5, fill: "none", tf: "rotate(-24 50 50)" }) +
    circle(92, 32, 5.5, { fill: c.acc }),

  chip: (c) => {
    let pins = "";
    for (let i = 0; i < 4; i++) {
      const p = 33 + i * 11.3;
      pins += `M${n(p)} 8V22M${n(p)} 78V92M8 ${n(p)}H22M78 ${n(p)}H92`;
    }
    return (
      path(pins, { stroke: c.main, sw: 4.5, fill: "none" }) +
      rect(20, 20, 60, 60, 10, { fill: c.dark }) +
      rect(31, 31, 38, 38, 6, { fill: c.main }) +
      path("M38 50H46L50 42L54 58L58 50H62", { ...S(c, "acc2"), sw: 3.5 }) +
      circle(27, 27, 2.5, { fill: c.hot })
    );
  },

  document: (c) =>
    path("M18 6H60L82 28V94H18Z", { fill: c.paper }) +
    path("M18 6H60L82 28V94H18Z", { stroke: c.line, sw: 2.5, fill: "none" }) +
    path("M60 6V22Q60 28 66 28H82Z", { fill: c.pale }) +
    lines(28, 22, 30, [1], { color: c.main, th: 5 }) +
    lines(28, 38, 44, [1, 0.85, 1, 0.6], { color: c.line, th: 4.5, gap: 10 }) +
    circle(74, 80, 15, { fill: c.acc }) +
    check(67, 74, 14, c.paper, 3.8),

  server: (c) => {
    let out = "";
    [10, 38, 66].forEach((y, i) => {
      out += rect(14, y, 72, 24, 6, { fill: i === 1 ? c.light : c.main });
      out += path(`M24 ${y + 12}H50`, { stroke: c.paper, sw: 3.5, fill: "none", op: 0.5 });
      out += circle(68, y + 12, 3.5, { fill: c.acc2 });
      out += circle(77, y + 12, 3.5, { fill: i === 0 ? c.hot : c.pale });
    });
    return out + rect(22, 92, 56, 4, 2, { fill: c.pale });
  },

  search: (c) =>
    path("M64 64L86 86", { ...S(c, "dark"), sw: 14 }) +
    circle(42, 42, 30, { fill: c.main }) +
    circle(42, 42, 22, { fill: c.paper }) +
    circle(42, 42, 22, { fill: c.pale, op: 0.55 }) +
    path("M28 38A15 15 0 0 1 40 27", { ...S(c, "paper"), sw: 4.5 }),

  graduation: (c) =>
    path("M26 46V66Q50 80 74 66V46L50 58Z", { fill: c.main }) +
    path("M50 16L94 36L50 56L6 36Z", { fill: c.dark }) +
    path("M50 16L94 36L50 44L6 36Z", { fill: c.light, op: 0.35 }) +
    path("M50 36L84 42V68", { ...S(c, "hot"), sw: 3 }) +
    circle(50, 36, 3.5, { fill: c.hot }) +
    path("M80 66H88L90 80H78Z", { fill: c.hot }),

  truck: (c) =>
    rect(4, 24, 58, 46, 5, { fill: c.main }) +
    rect(4, 52, 58, 6, 0, { fill: c.acc }) +
    path("M66 36H80Q84 36 86 40L95 54V70H66Z", { fill: c.light }) +
    path("M70 41H80L88 54H70Z", { fill: c.pale }) +
    rect(2, 68, 95, 6, 3, { fill: c.dark }) +
    circle(24, 76, 10, { fill: c.dark }) +
    circle(24, 76, 4, { fill: c.paper }) +
    circle(78, 76, 10, { fill: c.dark }) +
    circle(78, 76, 4, { fill: c.paper }) +
    path("M4 92H96", { ...S(c, "line"), sw: 3 }),

  factory: (c) =>
    circle(22, 14, 6, { fill: c.pale }) +
    circle(31, 9, 7.5, { fill: c.pale }) +
    circle(44, 18, 5, { fill: c.pale }) +
    rect(14, 18, 12, 44, 2, { fill: c.dark }) +
    rect(34, 26, 10, 36, 2, { fill: c.dark }) +
    path("M6 90V50L30 38V50L54 38V50L78 38V50L94 50V90Z", { fill: c.main }) +
    rect(14, 62, 9, 10, 2, { fill: c.paper }) +
    rect(29, 62, 9, 10, 2, { fill: c.paper }) +
    rect(44, 62, 9, 10, 2, { fill: c.paper }) +
    path(gearPath(76, 76, 18, 8, 0.36), { fill: c.acc, rule: "evenodd" }) +
    path("M6 50L30 38V50", { stroke: c.light, sw: 0, fill: "none" }),

  bank: (c) =>
    path("M50 4L94 28H6Z", { fill: c.main }) +
    circle(50, 19, 5, { fill: c.hot }) +
    rect(6, 28, 88, 8, 2, { fill: c.dark }) +
    [15, 33, 59, 77].map((x) => rect(x, 40, 8, 38, 2, { fill: c.pale })).join("") +
    rect(8, 78, 84, 7, 2, { fill: c.light }) +
    rect(3, 87, 94, 8, 3, { fill: c.dark }),

  health: (c) =>
    path(heartPath(6, 12, 88), { fill: c.main }) +
    path(heartPath(6, 12, 88), { fill: c.light, op: 0.0 }) +
    path("M10 50H30L37 38L46 64L54 30L61 54L66 50H90", { ...S(c, "paper"), sw: 5 }) +
    circle(82, 20, 12, { fill: c.acc }) +
    path("M82 14V26M76 20H88", { ...S(c, "paper"), sw: 3.5 }),

  government: (c) =>
    path("M50 2V14", { ...S(c, "dark"), sw: 2.5 }) +
    path("M51 3H60L58 6.5L60 10H51Z", { fill: c.hot }) +
    path("M34 34A16 18 0 0 1 66 34Z", { fill: c.light }) +
    rect(48, 12, 4, 6, 1, { fill: c.dark }) +
    rect(32, 34, 36, 10, 2, { fill: c.main }) +
    path("M22 48L50 38L78 48Z", { fill: c.main }) +
    rect(6, 48, 88, 6, 2, { fill: c.dark }) +
    [12, 26, 40, 54, 68, 82].map((x) => rect(x - 3, 56, 6, 26, 2, { fill: c.pale })).join("") +
    rect(6, 82, 88, 6, 2, { fill: c.light }) +
    rect(2, 89, 96, 7, 3, { fill: c.dark }),

  telecom: (c) =>
    path("M30 34A22 22 0 0 0 30 58M70 34A22 22 0 0 1 70 58", { ...S(c, "acc"), sw: 4.5 }) +
    path("M20 24A36 36 0 0 0 20 68M80 24A36 36 0 0 1 80 68", { ...S(c, "light"), sw: 4.5 }) +
    path("M10 14A50 50 0 0 0 10 78M90 14A50 50 0 0 1 90 78", { ...S(c, "pale"), sw: 4.5 }) +
    path(
      "M50 46L34 96M50 46L66 96M40 78H60M37 88H63M44 64H56M44 64L60 78M56 64L40 78M40 78L63 88M60 78L37 88",
      { ...S(c, "main"), sw: 3.5 },
    ) +
    circle(50, 46, 9, { fill: c.hot }) +
    circle(50, 46, 3.5, { fill: c.paper }),

  "ai-brain": (c) => {
    const blob = [
      [36, 34, 20],
      [58, 28, 20],
      [74, 46, 18],
      [64, 66, 18],
      [38, 68, 19],
      [24, 50, 18],
      [50, 50, 24],
    ];
    const nodes = [
      [34, 34, 4.5, c.paper],
      [58, 26, 4.5, c.paper],
      [74, 46, 4.5, c.hot],
      [62, 68, 4.5, c.paper],
      [38, 68, 4.5, c.acc2],
      [22, 50, 4.5, c.paper],
      [50, 48, 6.5, c.hot],
    ];
    return (
      rect(44, 80, 12, 14, 4, { fill: c.dark }) +
      blob.map(([x, y, r]) => circle(x, y, r, { fill: c.main })).join("") +
      graph(
        nodes,
        [
          [0, 1],
          [1, 2],
          [2, 3],
          [3, 4],
          [4, 5],
          [5, 0],
          [6, 0],
          [6, 2],
          [6, 4],
          [6, 1],
          [6, 3],
          [6, 5],
        ],
        { link: c.pale, sw: 2.5 },
      )
    );
  },

  "java-cup": (c) =>
    path("M36 30Q30 24 36 18Q42 12 36 4M50 30Q44 22 50 14Q56 8 50 2M64 30Q58 24 64 18Q70 12 64 6", {
      ...S(c, "light"),
      sw: 4,
    }) +
    ellipse(48, 90, 40, 7, { fill: c.dark }) +
    path("M74 50A12 12 0 0 1 74 74", { ...S(c, "main"), sw: 8 }) +
    path("M18 38H78V62Q78 88 52 88H44Q18 88 18 62Z", { fill: c.main }) +
    ellipse(48, 38, 30, 6, { fill: c.dark }) +
    path("M24 44H30V62Q30 74 38 80", { ...S(c, "paper"), sw: 3.5, op: 0.5 }) +
    path("M48 32Q44 36 48 40", { ...S(c, "hot"), sw: 2 }),

  pipeline: (c) =>
    path("M10 30H64Q86 30 86 50Q86 70 64 70H36", { ...S(c, "pale"), sw: 12 }) +
    path("M10 30H64Q86 30 86 50Q86 70 64 70H36", { stroke: c.paper, sw: 2.5, fill: "none", dash: "6 8" }) +
    path("M36 60L22 70L36 80Z", { fill: c.hot }) +
    circle(22, 30, 13, { fill: c.main }) +
    check(16, 25, 12, c.paper, 3.5) +
    circle(58, 30, 13, { fill: c.acc }) +
    check(52, 25, 12, c.paper, 3.5) +
    circle(76, 66, 13, { fill: c.light }) +
    path(gearPath(76, 66, 7, 6, 0.35), { fill: c.paper, rule: "evenodd" }),

  dashboard: (c) =>
    rect(4, 10, 92, 64, 8, { fill: c.paper }) +
    rect(4, 10, 92, 64, 8, { stroke: c.line, sw: 2.5, fill: "none" }) +
    path("M4 18A8 8 0 0 1 12 10H24V74H12A8 8 0 0 1 4 66Z", { fill: c.dark }) +
    lines(9, 22, 10, [1, 1, 1, 1], { color: c.light, th: 3.5, gap: 9 }) +
    rect(30, 17, 30, 24, 4, { fill: c.pale, op: 0.45 }) +
    donut(45, 29, 7, 4.5, [0.7, 0.3], [c.main, c.acc]) +
    rect(64, 17, 26, 24, 4, { fill: c.pale, op: 0.45 }) +
    bars(68, 22, 18, 15, [0.5, 0.9, 0.7], [c.main, c.hot, c.light], { r: 1.5 }) +
    rect(30, 45, 60, 23, 4, { fill: c.pale, op: 0.45 }) +
    spark(34, 49, 52, 15, [0.2, 0.55, 0.4, 0.8, 0.65, 1], c.main, { sw: 2.5 }) +
    rect(44, 74, 12, 12, 0, { fill: c.line }) +
    rect(30, 86, 40, 6, 3, { fill: c.dark }),

  checklist: (c) => {
    let out = rect(16, 10, 68, 86, 9, { fill: c.main }) + rect(23, 20, 54, 70, 5, { fill: c.paper });
    out += rect(36, 4, 28, 14, 5, { fill: c.dark });
    [32, 50, 68].forEach((y, i) => {
      out += rect(30, y, 12, 12, 3, { fill: i < 2 ? c.acc : "none", stroke: i < 2 ? null : c.line, sw: 2.5 });
      if (i < 2) out += check(32.5, y + 3, 7, c.paper, 2.4);
      out += lines(48, y + 3.5, 24, [i === 1 ? 0.75 : 1], { color: c.line, th: 5 });
    });
    return out;
  },

  clock: (c) => {
    let ticks = "";
    for (let i = 0; i < 12; i++) {
      const a = (i * Math.PI) / 6;
      const r1 = i % 3 ? 30 : 27;
      ticks += `M${n(50 + r1 * Math.sin(a))} ${n(52 - r1 * Math.cos(a))}L${n(50 + 33 * Math.sin(a))} ${n(52 - 33 * Math.cos(a))}`;
    }
    return (
      circle(50, 52, 42, { fill: c.main }) +
      circle(50, 52, 36, { fill: c.paper }) +
      path(ticks, { ...S(c, "line"), sw: 3 }) +
      path("M50 52V26", { ...S(c, "dark"), sw: 5 }) +
      path("M50 52L68 62", { ...S(c, "acc"), sw: 5 }) +
      circle(50, 52, 5, { fill: c.hot })
    );
  },

  support: (c) =>
    circle(50, 52, 26, { fill: c.pale, op: 0.6 }) +
    bust(50, 58, 30, { head: c.line, body: c.light, hair: c.dark }) +
    path("M22 50A28 28 0 0 1 78 50", { ...S(c, "dark"), sw: 6 }) +
    rect(14, 44, 14, 24, 7, { fill: c.main }) +
    rect(72, 44, 14, 24, 7, { fill: c.main }) +
    path("M79 66Q79 80 62 80", { ...S(c, "dark"), sw: 3.5 }) +
    rect(50, 76, 14, 8, 4, { fill: c.acc }) +
    path("M66 4H94A4 4 0 0 1 98 8V24A4 4 0 0 1 94 28H78L70 34V28H66A4 4 0 0 1 62 24V8A4 4 0 0 1 66 4Z", {
      fill: c.hot,
    }) +
    path("M70 12H90M70 20H84", { ...S(c, "paper"), sw: 3 }),

  blueprint: (c) => {
    let grid = "";
    for (let x = 26; x < 92; x += 10) grid += `M${x} 16V84`;
    for (let y = 26; y < 84; y += 10) grid += `M16 ${y}H92`;
    return (
      rect(12, 14, 82, 72, 5, { fill: c.main }) +
      path(grid, { stroke: c.pale, sw: 1, fill: "none", op: 0.35 }) +
      path("M30 70V42L52 28L74 42V70ZM30 56H52V70M52 42V56", { stroke: c.paper, sw: 3, fill: "none" }) +
      rect(6, 10, 14, 80, 7, { fill: c.dark }) +
      ellipse(13, 16, 5, 3, { fill: c.light }) +
      path("M62 92L90 64L96 70L68 98Z", { fill: c.hot }) +
      path("M62 92L60 100L68 98Z", { fill: c.dark })
    );
  },

  migration: (c) =>
    path("M22 90V58A6 6 0 0 1 28 52H20", { stroke: "none", fill: "none" }) +
    ellipse(24, 82, 18, 6, { fill: c.dark }) +
    path("M6 56V82A18 6 0 0 0 42 82V56Z", { fill: c.dark }) +
    path("M6 69A18 6 0 0 0 42 69", { ...S(c, "light"), sw: 2 }) +
    ellipse(24, 56, 18, 6, { fill: c.light }) +
    cloud(52, 10, 46, c.main) +
    path("M28 42Q30 16 58 20", { ...S(c, "acc"), sw: 4.5, dash: "1 8" }) +
    path("M52 14L62 21L52 27", { ...S(c, "acc"), sw: 4.5 }) +
    path("M76 48Q76 78 50 80", { ...S(c, "hot"), sw: 4.5, dash: "1 8" }) +
    path("M56 74L48 80L56 87", { ...S(c, "hot"), sw: 4.5 }),

  growth: (c) =>
    bars(10, 40, 66, 50, [0.28, 0.48, 0.7, 0.96], [c.pale, c.light, c.main, c.main], { r: 4, gap: 0.45 }) +
    path("M8 60L34 38L50 48L86 12", { ...S(c, "hot"), sw: 6 }) +
    path("M70 10H88V28", { ...S(c, "hot"), sw: 6 }) +
    rect(6, 92, 88, 4, 2, { fill: c.line }),

  learning: (c) =>
    path("M50 34Q28 22 6 28V86Q28 80 50 92Q72 80 94 86V28Q72 22 50 34Z", { fill: c.main }) +
    path("M50 30Q32 20 12 24V80Q32 76 50 86Z", { fill: c.paper }) +
    path("M50 30Q68 20 88 24V80Q68 76 50 86Z", { fill: c.line }) +
    lines(18, 36, 24, [1, 0.9, 1, 0.7], { color: c.pale, th: 3.5, gap: 9 }) +
    path("M58 38Q68 33 80 34M58 47Q68 42 80 43M58 56Q68 51 76 52", { ...S(c, "paper"), sw: 3.5 }) +
    path("M72 2L75 10L83 13L75 16L72 24L69 16L61 13L69 10Z", { fill: c.hot }),

  wallet: (c) =>
    rect(20, 12, 48, 32, 5, { fill: c.acc, tf: "rotate(-12 44 28)" }) +
    rect(30, 14, 48, 32, 5, { fill: c.paper, tf: "rotate(-4 54 30)" }) +
    rect(30, 14, 48, 32, 5, { stroke: c.line, sw: 2, fill: "none", tf: "rotate(-4 54 30)" }) +
    rect(8, 30, 80, 60, 11, { fill: c.main }) +
    path("M8 41A11 11 0 0 1 19 30H77A11 11 0 0 1 88 41V44H8Z", { fill: c.light }) +
    rect(62, 50, 32, 22, 11, { fill: c.dark }) +
    circle(73, 61, 5, { fill: c.hot }),

  career: (c) =>
    path("M36 34V24Q36 18 42 18H58Q64 18 64 24V34", { ...S(c, "dark"), sw: 6 }) +
    rect(8, 32, 84, 58, 9, { fill: c.main }) +
    path("M8 54H92", { stroke: c.dark, sw: 4, fill: "none" }) +
    rect(42, 47, 16, 15, 3, { fill: c.hot }) +
    circle(84, 22, 14, { fill: c.acc }) +
    path("M84 30V14M77 20L84 13L91 20", { ...S(c, "paper"), sw: 3.5 }),

  workplace: (c) =>
    rect(28, 18, 48, 34, 5, { fill: c.dark }) +
    rect(32, 22, 40, 26, 2, { fill: c.light }) +
    spark(36, 28, 32, 14, [0.2, 0.6, 0.4, 0.9], c.paper, { sw: 2.5 }) +
    path("M52 52V64", { ...S(c, "line"), sw: 5 }) +
    rect(42, 62, 20, 4, 2, { fill: c.line }) +
    path("M80 40Q72 30 76 20Q84 28 82 40M82 42Q86 30 96 28Q94 40 84 44", { fill: c.acc }) +
    path("M74 46H92L90 64H76Z", { fill: c.hot }) +
    rect(4, 66, 92, 7, 3.5, { fill: c.main }) +
    path("M12 73V94M88 73V94", { ...S(c, "dark"), sw: 5 }) +
    rect(10, 56, 20, 10, 2, { fill: c.pale }),
};

/** Icons that only exist for scenes (floating badges). */
export const EXTRA = {
  mail: (c) =>
    rect(6, 20, 88, 62, 9, { fill: c.main }) + path("M10 26L50 56L90 26", { ...S(c, "paper"), sw: 5 }),
  chat: (c) =>
    path("M14 12H86Q94 12 94 20V60Q94 68 86 68H40L22 84V68H14Q6 68 6 60V20Q6 12 14 12Z", { fill: c.main }) +
    circle(32, 40, 5, { fill: c.paper }) +
    circle(50, 40, 5, { fill: c.paper }) +
    circle(68, 40, 5, { fill: c.paper }),
  pin: (c) => path(pinPath(50, 96, 92), { fill: c.main, rule: "evenodd" }),
  star: (c) => path("M50 6L62 36L94 38L69 58L77 90L50 72L23 90L31 58L6 38L38 36Z", { fill: c.hot }),
  coin: (c) =>
    circle(50, 50, 40, { fill: c.hot }) +
    circle(50, 50, 30, { stroke: c.paper, sw: 4, fill: "none", op: 0.6 }),
  card: (c) =>
    rect(4, 18, 92, 64, 10, { fill: c.main }) +
    rect(4, 32, 92, 12, 0, { fill: c.dark }) +
    rect(14, 56, 18, 14, 3, { fill: c.hot }) +
    lines(44, 62, 40, [1], { color: c.paper, th: 5 }),
  bolt: (c) => path("M58 4L18 56H46L40 96L82 40H54Z", { fill: c.hot }),
  megaphone: (c) =>
    path("M14 40H30L74 16V84L30 60H14Q8 60 8 54V46Q8 40 14 40Z", { fill: c.main }) +
    path("M30 60L38 88H50L44 62", { fill: c.dark }) +
    path("M84 38Q92 50 84 62", { ...S(c, "hot"), sw: 5 }),
};

/** Colour schemes: `light` for white cards, `dark` for navy heroes, silhouette for shadows. */
export function scheme(d, kind = "light") {
  const base = {
    main: d.lin([
      [0, bright],
      [1, blue],
    ]),
    light: bright,
    pale: sky,
    dark: navy,
    paper: white,
    line: slate,
    acc: teal,
    acc2: mint,
    hot: amber,
  };
  if (kind === "dark") return { ...base, dark: ink };
  return base;
}

export function silhouette(color) {
  const k = {};
  for (const key of ["main", "light", "pale", "dark", "paper", "line", "acc", "acc2", "hot"]) k[key] = color;
  return k;
}

/** Draws an icon into box (x, y, size). */
export function icon(name, c, x, y, size, extra = {}) {
  const fn = ICONS[name] ?? EXTRA[name];
  if (!fn) throw new Error("unknown icon " + name);
  return g({ transform: `translate(${n(x)} ${n(y)}) scale(${+(size / 100).toFixed(3)})`, ...extra }, fn(c));
}
