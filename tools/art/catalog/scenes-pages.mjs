/** Hero scenes for home, contact, careers, company, insights and the 404 page. */
import { n, g, path, poly, rect, circle, ellipse } from "../lib/svg.mjs";
import { ink, navy, blue, bright, sky, teal, mint, amber, white, slate, mix } from "../lib/palette.mjs";
import { lines, glow, pinPath } from "../lib/parts.mjs";

import { mark } from "../lib/mark.mjs";
import {
  ui,
  monitor,
  rack,
  panel,
  badge,
  flow,
  specks,
  shadow,
  human,
  building,
  bigIcon,
  tree,
  flag,
} from "../lib/kit.mjs";
import { SPECKS_A, SPECKS_B, cube, skyCloud } from "./props.mjs";

const stage = (I, s = 420, o) => I.platform(0, 0, s, s, 18, o).join("");

/** Traffic cone standing at world (x, y). */
function cone(I, x, y, s) {
  const [cx, cy] = I.P(x, y, 0);
  return (
    path(
      poly([
        [cx - s * 0.7, cy],
        [cx, cy + s * 0.36],
        [cx + s * 0.7, cy],
        [cx, cy - s * 0.36],
      ]),
      { fill: mix(amber, navy, 0.3) },
    ) +
    path(
      `M${n(cx - s * 0.36)} ${n(cy - s * 0.1)}L${n(cx - s * 0.1)} ${n(cy - s * 1.3)}H${n(cx + s * 0.1)}L${n(cx + s * 0.36)} ${n(cy - s * 0.1)}Q${n(cx)} ${n(cy + s * 0.1)} ${n(cx - s * 0.36)} ${n(cy - s * 0.1)}Z`,
      { fill: amber },
    ) +
    path(
      `M${n(cx - s * 0.24)} ${n(cy - s * 0.5)}Q${n(cx)} ${n(cy - s * 0.4)} ${n(cx + s * 0.24)} ${n(cy - s * 0.5)}`,
      { stroke: white, sw: s * 0.12, fill: "none" },
    )
  );
}

export const PAGE_SCENES = {
  "hero-home": {
    sm: { top: 50, bottom: 835 },
    draw({ d, I, lite, c }) {
      let out = stage(I, 440);
      out += rack(I, 36, 40, 76, 76, 200);
      if (!lite) out += rack(I, 130, 36, 76, 76, 160);
      out += monitor(I, 330, 110, 190, 124, "dash", { facing: "R", lift: 40 });
      out += monitor(I, 40, 250, 180, 116, "code", { lift: 30 });
      if (!lite) out += human(I, 400, 300, 142, { shirt: amber, pants: navy });
      out += human(I, 350, 370, 150, { shirt: teal, pants: navy });
      out += human(I, 280, 410, 156, { shirt: bright, pants: ink }, "point");
      out += skyCloud(d, 480, 50, 240);
      out += flow(
        [
          [540, 200],
          [520, 250],
          [470, 260],
          [450, 300],
        ],
        sky,
      );
      out += flow(
        [
          [670, 205],
          [700, 260],
          [780, 280],
          [800, 340],
        ],
        mint,
      );
      if (!lite) {
        out += badge(d, 230, 300, 86, "shield", c);
        out += badge(d, 990, 300, 80, "gears", c);
        out += badge(d, 1000, 640, 70, "chart", c, { shadowY: false });
        out += specks(SPECKS_A);
      }
      return out;
    },
  },

  "hero-contact": {
    sm: { top: 140 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      // envelope standing, letter peeking out
      out += shadow(I, 225, 200, 130, 0.3);
      out += I.box(130, 192, 150, 190, 6, 110, "white");
      out += g(
        { transform: I.wallL(130, 198, 260) },
        lines(20, 20, 150, [0.7, 1, 0.85, 0.5], { color: sky, th: 7, gap: 17 }),
      );
      out += I.box(110, 196, 30, 230, 12, 160, "white");
      out += g(
        { transform: I.wallL(110, 208, 190) },
        path("M0 160L96 84Q115 70 134 84L230 160Z", { fill: slate, op: 0.8 }),
        path("M0 0L100 76Q115 86 130 76L230 0V8L130 82Q115 92 100 82L0 8Z", { fill: mix(slate, blue, 0.3) }),
        rect(0, 0, 230, 160, 10, { fill: "none", stroke: slate, sw: 2 }),
      );
      out += circle(...I.P(225, 208, 118), 14, { fill: amber });
      // phone
      out += shadow(I, 350, 300, 44);
      out += I.box(320, 300, 0, 70, 10, 130, "white");
      out += g({ transform: I.wallL(324, 310, 126) }, ui("chat", 62, 122, { r: 8 }));
      // pin
      const [px, py] = I.P(70, 320, 0);
      out +=
        ellipse(px, py, 30, 12, { fill: ink, op: 0.4 }) +
        ellipse(px, py, 46, 20, { stroke: teal, sw: 3, fill: "none", op: 0.6 });
      out +=
        path(pinPath(px + 6, py - 4, 110), { fill: mix(teal, navy, 0.5), rule: "evenodd" }) +
        path(pinPath(px, py - 8, 110), { fill: teal, rule: "evenodd" });
      out += glow(d, 860, 210, 150, 120, bright, 0.3);
      out += bigIcon("chat", c, 790, 140, 150, 8);
      if (!lite) {
        out += g(
          { transform: "translate(330 260) scale(-1 1) translate(-330 -260)" },
          bigIcon("chat", { ...c, main: teal }, 280, 220, 90, 6),
        );
        out += badge(d, 1010, 600, 70, "support", c, { shadowY: false });
        out += specks(SPECKS_B);
      }
      return out;
    },
  },

  "hero-careers": {
    sm: { top: 110 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      // stairs rising towards the back (risers face the viewer on the left)
      const mats = ["teal", "blue", "sky", "blue", "sky"];
      for (let i = 4; i >= 0; i--)
        out += I.box(150, 40 + i * 62, 0, 150, 62, 34 * (5 - i), mats[i], { rim: i === 0 ? mint : null });
      out += human(I, 226, 230, 126, { shirt: amber, pants: navy }, "stand", 68);
      out += human(I, 210, 70, 138, { shirt: bright, pants: ink }, "point", 170);
      out += flag(I, 270, 56, 170, 110, amber);
      out += human(I, 90, 340, 130, { shirt: teal, pants: navy });
      out += glow(d, 880, 170, 130, 120, amber, 0.35);
      out += bigIcon("star", c, 820, 110, 120, 6, mix(amber, navy, 0.45));
      if (!lite) {
        out += badge(d, 240, 300, 84, "career", c);
        out += badge(d, 1010, 420, 74, "growth", c, { shadowY: false });
        out += specks(SPECKS_A);
      }
      return out;
    },
  },

  "hero-company": {
    sm: { top: 50, bottom: 845 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      out += building(I, 40, 40, 110, 110, 250, "white", { rim: sky, pitch: 34 });
      out += building(I, 180, 50, 90, 90, 180, "sky", { pitch: 30 });
      out += building(I, 50, 180, 90, 90, 140, "white", { pitch: 30 });
      if (!lite) out += building(I, 300, 70, 80, 80, 100, "white", { pitch: 30 });
      out += tree(I, 200, 200, 70) + tree(I, 240, 170, 56);
      out += human(I, 300, 320, 146, { shirt: bright, pants: navy });
      out += human(I, 250, 360, 138, { shirt: teal, pants: ink });
      out += human(I, 350, 280, 136, { shirt: amber, pants: navy });
      if (!lite) out += tree(I, 390, 200, 64) + tree(I, 160, 380, 60);
      // brand mark floating above the tower
      const [tx, ty] = I.P(95, 95, 250);
      out += glow(d, tx, ty - 120, 130, 110, bright, 0.45);
      out += rect(tx - 56, ty - 170 + 8, 112, 112, 28, { fill: ink, op: 0.4 });
      out += mark(d, tx - 60, ty - 180, 120);
      if (!lite) {
        out += badge(d, 990, 280, 80, "globe", c);
        out += badge(d, 1000, 610, 70, "handshake", c, { shadowY: false });
        out += specks(SPECKS_B);
      }
      return out;
    },
    origin: [600, 400],
  },

  "hero-insights": {
    sm: { top: 90 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      const imgs = [
        [mix(sky, white, 0.3), bright],
        [mix(mint, white, 0.4), teal],
        [mix(amber, white, 0.6), amber],
      ];
      for (let i = 0; i < 3; i++)
        out += panel(I, 50 + i * 60, 120 + i * 90, 40 + i * 10, 170, 210, "article", {
          img: imgs[i][0],
          hill: imgs[i][1],
        });
      out += human(I, 350, 300, 146, { shirt: teal, pants: navy }, "point");
      out += glow(d, 880, 200, 160, 150, amber, 0.3);
      out += bigIcon("lightbulb", c, 810, 110, 150, 8);
      if (!lite) {
        out += badge(d, 240, 300, 84, "search", c);
        out += badge(d, 1000, 580, 76, "learning", c, { shadowY: false });
        out += cube(I, 380, 80, 60, 26, "teal") + cube(I, 340, 300, 40, 20, "amber");
        out += specks(SPECKS_A);
      }
      return out;
    },
  },

  "hero-not-found": {
    sm: { top: 250, bottom: 850, x0: 260, x1: 1040 },
    origin: [650, 340],
    draw({ d, I, lite, c }) {
      let out = "";
      const [gA, sA] = I.platform(0, 40, 190, 340, 70, { grid: 38 });
      const [gB, sB] = I.platform(350, 80, 150, 260, 70, { grid: 38 });
      out += gA + gB + sA + sB;
      // what is left of the bridge: planks at both ends, one dangling, two falling
      const post = (x, y) => I.box(x, y, 0, 8, 8, 46, "slate");
      out += post(182, 172) + post(342, 172);
      for (const x of [190, 205]) out += I.box(x, 180, -8, 12, 70, 8, "amber");
      out += I.face(
        [
          [220, 180, 0],
          [232, 180, 0],
          [246, 180, -44],
          [234, 180, -44],
        ],
        { fill: mix(amber, navy, 0.3) },
      );
      out += I.face(
        [
          [220, 180, 0],
          [232, 180, 0],
          [246, 250, -44],
          [234, 250, -44],
        ],
        { fill: "none" },
      );
      out += I.face(
        [
          [232, 180, 0],
          [232, 250, 0],
          [246, 250, -44],
          [246, 180, -44],
        ],
        { fill: amber },
      );
      for (const x of [336, 321]) out += I.box(x, 180, -8, 12, 70, 8, "amber");
      out += I.line(
        [
          [186, 176, 40],
          [212, 176, 26],
          [236, 176, -6],
          [244, 176, -40],
        ],
        { stroke: slate, sw: 3, fill: "none" },
      );
      out += I.line(
        [
          [346, 176, 40],
          [322, 176, 24],
          [300, 176, -16],
        ],
        { stroke: slate, sw: 3, fill: "none" },
      );
      out += I.box(262, 214, -120, 12, 60, 7, "amber") + I.box(286, 240, -190, 12, 60, 7, "amber");
      out += I.line(
        [
          [186, 254, 40],
          [212, 254, 26],
          [232, 254, 2],
        ],
        { stroke: slate, sw: 3, fill: "none" },
      );
      out += I.line(
        [
          [346, 254, 40],
          [322, 254, 24],
          [306, 254, 0],
        ],
        { stroke: slate, sw: 3, fill: "none" },
      );
      out += post(182, 250) + post(342, 250);
      // path tiles
      let tA = "";
      for (let x = 14; x < 180; x += 34) tA += rect(x, 6, 24, 58, 6, { fill: sky, op: 0.22 });
      out += g({ transform: I.floor(0, 180, 0) }, tA);
      let tB = "";
      for (let x = 12; x < 150; x += 34) tB += rect(x, 6, 24, 58, 6, { fill: sky, op: 0.22 });
      out += g({ transform: I.floor(350, 180, 0) }, tB);
      // signpost
      out += shadow(I, 96, 126, 22);
      out += I.box(90, 120, 0, 12, 12, 200, "white");
      out += g(
        { transform: I.wallL(30, 126, 186) },
        path("M0 0H104L124 20L104 40H0Z", { fill: amber }),
        path("M14 20H88", { stroke: white, sw: 5, fill: "none", op: 0.7 }),
      );
      out += g(
        { transform: I.wallR(96, 108, 130) },
        path("M20 0H110V40H20L0 20Z", { fill: white }),
        path("M30 20H96", { stroke: sky, sw: 5, fill: "none" }),
      );
      out += cone(I, 160, 300, 46);
      if (!lite) out += cone(I, 130, 340, 34);
      out += human(I, 60, 250, 140, { shirt: bright, pants: navy }, "point");
      // destination flag on the far side
      out += flag(I, 450, 200, 0, 120, teal);
      if (!lite) {
        out += badge(d, 990, 250, 78, "search", c);
        out += specks(SPECKS_B);
      }
      return out;
    },
  },
};
