/**
 * Hero and article scenes (1200 x 900, transparent, shown on the dark navy hero). Each entry
 * composes the kit on the shared isometric stage; `lite` drops the secondary details for the
 * phone variant.
 */
import { n, g, path, poly, rect, circle, ellipse, line } from "../lib/svg.mjs";
import { ink, navy, blue, bright, sky, teal, mint, amber, white, slate, mix } from "../lib/palette.mjs";
import { MAT } from "../lib/iso.mjs";
import { cloud, shieldPath, check, gearPath, heartPath, person, bust, lines, bars, spark, donut, graph, glow, sparkle, plus, pinPath } from "../lib/parts.mjs";
import { icon } from "../lib/icons.mjs";
import { ui, monitor, laptop, rack, panel, badge, flow, specks, beam } from "../lib/kit.mjs";

const SPECKS_A = [[150, 210, "ring"], [1060, 180, "amber"], [1110, 560, "plus"], [120, 640, "star"], [260, 120, "dot"], [980, 90, "dot"], [1020, 760, "dot"]];
const SPECKS_B = [[170, 160, "amber"], [1080, 250, "ring"], [1090, 690, "star"], [110, 520, "plus"], [300, 80, "dot"], [930, 120, "dot"], [220, 760, "dot"]];

/** Shield standing upright (screen space) with an extruded edge. */
function bigShield(d, cx, top, w, o = {}) {
  let out = path(shieldPath(cx + w * 0.05, top + w * 0.035, w), { fill: mix(blue, ink, 0.45) });
  out += path(shieldPath(cx, top, w), { fill: d.lin([[0, bright], [1, blue]]) });
  out += path(shieldPath(cx, top + w * 0.09, w * 0.8), { fill: d.lin([[0, sky, 0.35], [1, bright, 0.1]]) });
  out += path(shieldPath(cx, top + w * 0.09, w * 0.8), { stroke: sky, sw: 2, sop: 0.6, fill: "none" });
  return out;
}

function lockGlyph(cx, cy, s, body = white, hole = blue) {
  return (
    path(`M${n(cx - s * 0.3)} ${n(cy)}V${n(cy - s * 0.22)}A${n(s * 0.3)} ${n(s * 0.3)} 0 0 1 ${n(cx + s * 0.3)} ${n(cy - s * 0.22)}V${n(cy)}`, {
      stroke: body,
      sw: s * 0.12,
      fill: "none",
    }) +
    rect(cx - s * 0.46, cy - s * 0.06, s * 0.92, s * 0.72, s * 0.14, { fill: body }) +
    circle(cx, cy + s * 0.24, s * 0.1, { fill: hole }) +
    rect(cx - s * 0.045, cy + s * 0.26, s * 0.09, s * 0.2, s * 0.04, { fill: hole })
  );
}

/** Small iso cube used as a "data packet". */
const cube = (I, x, y, z, s, m) => I.box(x, y, z, s, s, s, m);

export const SCENES = {
  "hero-cyber-security": {
    draw({ d, I, lite, c }) {
      const [glowB, slab] = I.platform(0, 0, 420, 420);
      let out = glowB + slab;
      out += rack(I, 30, 40, 84, 84, 240);
      out += rack(I, 150, 30, 84, 84, 200);
      if (!lite) out += rack(I, 30, 160, 84, 84, 170);
      // emitter + rings
      out += I.disc(250, 250, 0, 120, { stroke: teal, sw: 2, sop: 0.35, fill: "none", dash: "4 10" });
      out += I.disc(250, 250, 0, 92, { stroke: teal, sw: 2.5, sop: 0.55, fill: "none" });
      out += I.cyl(250, 250, 0, 62, 16, "navy", { top: mix(navy, teal, 0.35) });
      const [ex, ey] = I.P(250, 250, 16);
      out += ellipse(ex, ey, 54, 31, { fill: d.rad([[0, mint, 0.9], [1, teal, 0.1]]) });
      out += beam(d, ex - 150, ex + 150, 250, ex - 70, ex + 70, ey, teal, 0.0);
      out += path(poly([[ex - 70, ey], [ex + 70, ey], [ex + 130, 330], [ex - 130, 330]]), { fill: d.lin([[0, teal, 0.05], [1, teal, 0.45]]) });
      // shield and lock
      const top = 196;
      out += bigShield(d, ex, top, 270);
      out += lockGlyph(ex, top + 172, 120, white, blue);
      // scan lines
      out += rect(ex - 190, top + 96, 380, 3, 1.5, { fill: d.lin([[0, mint, 0], [0.5, mint, 0.95], [1, mint, 0]], [0, 0, 1, 0]) });
      out += rect(ex - 170, top + 96, 340, 34, 0, { fill: d.lin([[0, mint, 0.28], [1, mint, 0]]) });
      if (!lite) {
        out += panel(I, 380, 40, 170, 120, 96, "check", { facing: "R" });
        out += badge(d, 300, 300, 84, "search", c);
        out += badge(d, 930, 200, 72, "bolt", c, { shadowY: false });
        out += cube(I, 380, 300, 110, 22, "teal") + cube(I, 330, 380, 70, 16, "amber") + cube(I, 60, 330, 80, 18, "sky");
        out += specks(SPECKS_A);
      }
      return out;
    },
  },

  "hero-big-data": {
    draw({ d, I, lite, c }) {
      const [glowB, slab] = I.platform(0, 0, 420, 420);
      let out = glowB + slab;
      const stack = (x, y, r, layers, top = 0) => {
        let s = I.disc(x, y, 0, r + 16, { fill: ink, op: 0.35 });
        for (let i = 0; i < layers; i++) s += I.cyl(x, y, i * 44, r, 36, i % 2 ? "sky" : "blue", { top: i === layers - 1 ? mix(sky, white, 0.5) : null });
        const [tx, ty] = I.P(x, y, layers * 44 - 8);
        s += ellipse(tx, ty, r * 0.82, r * 0.47, { stroke: teal, sw: 3, fill: "none" });
        for (let i = 0; i < layers; i++) {
          const [lx, ly] = I.P(x, y, i * 44 + 18);
          s += circle(lx + r * 0.75, ly + r * 0.2, 4, { fill: i % 2 ? amber : mint });
          s += path(`M${n(lx - r * 0.55)} ${n(ly + r * 0.28)}Q${n(lx)} ${n(ly + r * 0.55)} ${n(lx + r * 0.45)} ${n(ly + r * 0.34)}`, { stroke: white, sw: 3, fill: "none", op: 0.35 });
        }
        return s;
      };
      // data streams behind
      const streams = (dx) =>
        [teal, sky, amber].map((col, i) =>
          path(`M${n(60 + dx)} ${n(250 + i * 26)}C${n(300 + dx)} ${n(200 + i * 26)} ${n(380)} ${n(420 + i * 16)} ${n(520)} ${n(360 + i * 12)}`, {
            stroke: col,
            sw: 4,
            dash: i === 1 ? "18 10" : "3 12",
            fill: "none",
            sop: 0.85,
          }),
        );
      out += streams(0);
      out += stack(110, 110, 62, 4);
      out += stack(290, 110, 52, 3);
      out += stack(120, 290, 50, 2);
      if (!lite) out += stack(290, 290, 40, 1);
      // stream from stacks up to a floating chart
      out += path("M720 330C820 280 860 220 900 150", { stroke: mint, sw: 4, dash: "3 12", fill: "none" });
      out += path("M700 360C820 330 900 290 960 220", { stroke: sky, sw: 4, dash: "18 10", fill: "none", sop: 0.8 });
      if (!lite) {
        out += panel(I, 420, -70, 200, 150, 110, "bars", { facing: "R", shadow: false });
        out += cube(I, -40, 120, 150, 22, "teal") + cube(I, -60, 230, 120, 16, "amber") + cube(I, 200, -60, 220, 20, "sky") + cube(I, 430, 250, 90, 18, "teal");
        out += badge(d, 250, 420, 80, "database", c);
        out += specks(SPECKS_B);
      }
      return out;
    },
  },

  "hero-home": {
    draw({ d, I, lite, c }) {
      const [glowB, slab] = I.platform(0, 0, 440, 440);
      let out = glowB + slab;
      out += rack(I, 36, 40, 76, 76, 190);
      if (!lite) out += rack(I, 130, 36, 76, 76, 150);
      out += monitor(I, 230, 120, 190, 120, "dash", { facing: "R", lift: 40 });
      out += monitor(I, 60, 210, 180, 118, "code", { lift: 30 });
      out += person(...I.P(330, 330), 150, { shirt: teal, pants: navy, head: slate, hair: ink });
      out += person(...I.P(270, 370), 160, { shirt: bright, pants: ink, head: slate, hair: navy }, "point");
      out += person(...I.P(380, 250), 140, { shirt: amber, pants: navy, head: slate, hair: ink });
      // cloud above
      const cw = 230;
      out += glow(d, 600, 150, 200, 90, bright, 0.35);
      out += cloud(485, 64, cw, d.linU([[0, white], [1, sky]], 0, 64, 0, 64 + cw * 0.62));
      out += flow([[540, 200], [520, 260], [440, 260], [420, 300]], sky);
      out += flow([[660, 200], [690, 260], [760, 270], [780, 330]], mint);
      if (!lite) {
        out += badge(d, 230, 300, 86, "shield", c);
        out += badge(d, 980, 330, 80, "gears", c);
        out += badge(d, 960, 620, 72, "chart", c, { shadowY: false });
        out += specks(SPECKS_A);
      }
      return out;
    },
  },

  "hero-not-found": {
    origin: [560, 330],
    draw({ d, I, lite, c }) {
      let out = "";
      const [g1, s1] = I.platform(0, 0, 210, 420, 18, { grid: 42 });
      const [g2, s2] = I.platform(330, 0, 170, 420, 18, { grid: 42 });
      out += g1 + g2;
      // falling planks in the gap (drawn before the far platform so they sit below)
      out += I.box(242, 190, -90, 26, 70, 8, "amber", {});
      out += I.box(282, 176, -170, 26, 70, 8, "amber");
      out += s2;
      out += s1;
      // bridge planks (remaining)
      for (const x of [210, 236]) out += I.box(x, 190, -10, 22, 70, 10, "amber");
      for (const x of [306]) out += I.box(x, 190, -10, 22, 70, 10, "amber");
      // path tiles on both platforms
      let tiles = "";
      for (let x = 20; x < 200; x += 36) tiles += rect(x, 0, 26, 70, 6, { fill: sky, op: 0.25 });
      out += g({ transform: I.floor(0, 190, 0) }, tiles);
      let tiles2 = "";
      for (let x = 8; x < 170; x += 36) tiles2 += rect(x, 0, 26, 70, 6, { fill: sky, op: 0.25 });
      out += g({ transform: I.floor(330, 190, 0) }, tiles2);
      // signpost
      out += I.box(132, 120, 0, 12, 12, 190, "white");
      out += g({ transform: I.wallL(72, 126, 175) }, path("M0 0H104L124 20L104 40H0Z", { fill: amber }), path("M14 20H88", { stroke: white, sw: 5, fill: "none", op: 0.7 }));
      out += g({ transform: I.wallR(138, 114, 125) }, path("M20 0H110V40H20L0 20Z", { fill: white }), path("M30 20H96", { stroke: sky, sw: 5, fill: "none" }));
      // cone
      const cone = (x, y, s) => {
        const [cx, cy] = I.P(x, y, 0);
        return (
          path(poly([[cx - s * 0.7, cy], [cx, cy + s * 0.36], [cx + s * 0.7, cy], [cx, cy - s * 0.36]]), { fill: mix(amber, navy, 0.3) }) +
          path(`M${n(cx - s * 0.36)} ${n(cy - s * 0.1)}L${n(cx - s * 0.1)} ${n(cy - s * 1.3)}H${n(cx + s * 0.1)}L${n(cx + s * 0.36)} ${n(cy - s * 0.1)}Q${n(cx)} ${n(cy + s * 0.1)} ${n(cx - s * 0.36)} ${n(cy - s * 0.1)}Z`, { fill: amber }) +
          path(`M${n(cx - s * 0.24)} ${n(cy - s * 0.5)}Q${n(cx)} ${n(cy - s * 0.4)} ${n(cx + s * 0.24)} ${n(cy - s * 0.5)}`, { stroke: white, sw: s * 0.12, fill: "none" })
        );
      };
      out += cone(180, 300, 50);
      if (!lite) out += cone(120, 340, 38);
      // compass badge and far-side marker
      out += person(...I.P(90, 250), 140, { shirt: bright, pants: navy }, "point");
      if (!lite) {
        out += badge(d, 930, 230, 80, "search", c);
        out += I.cyl(430, 240, 0, 16, 60, "teal");
        out += path(pinPath(I.P(430, 240, 60)[0], I.P(430, 240, 90)[1], 70), { fill: teal, rule: "evenodd" });
        out += specks(SPECKS_B);
      }
      return out;
    },
  },
};
