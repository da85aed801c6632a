/** Hero scenes for the industry pages (1200 x 900, transparent, for the dark navy hero). */
import { n, g, path, rect, circle, ellipse } from "../lib/svg.mjs";
import { ink, navy, blue, bright, sky, teal, amber, white, slate, mix } from "../lib/palette.mjs";
import { heartPath, glow, pinPath } from "../lib/parts.mjs";

import {
  monitor,
  laptop,
  panel,
  badge,
  flow,
  specks,
  shadow,
  human,
  building,
  conveyor,
  tree,
  flag,
  coins,
} from "../lib/kit.mjs";
import { SPECKS_A, SPECKS_B, bigGear, robotArm } from "./props.mjs";

const stage = (I, s = 420, o) => I.platform(0, 0, s, s, 18, o).join("");

/** Classical facade: steps, body, a row of columns along the front (+y) face and a pediment. */
function temple(I, x, y, w, d, o = {}) {
  const colH = o.colH ?? 96;
  let out = shadow(I, x + w / 2, y + d / 2, (w + d) * 0.42, 0.3);
  out += I.box(x - 20, y - 10, 0, w + 40, d + 40, 10, "slate");
  out += I.box(x - 10, y - 4, 10, w + 20, d + 24, 10, "white");
  out += I.box(x, y, 20, w, d, colH, "white");
  // doorway / windows on the front wall
  out += g(
    { transform: I.wallL(x, y + d, 20 + colH) },
    rect(w / 2 - 18, colH - 56, 36, 56, 4, { fill: mix(navy, blue, 0.4) }),
    rect(18, 26, 22, 34, 3, { fill: sky, op: 0.6 }),
    rect(w - 40, 26, 22, 34, 3, { fill: sky, op: 0.6 }),
  );
  // columns in front of the wall
  const cols = o.cols ?? 6;
  for (let i = 0; i < cols; i++)
    out += I.cyl(x + 14 + (i * (w - 28)) / (cols - 1), y + d + 14, 20, 7, colH, "white");
  // entablature + pediment
  const z = 20 + colH;
  out += I.box(x - 6, y - 4, z, w + 12, d + 28, 14, "slate");
  const fy = y + d + 24;
  const apex = z + 14 + (o.gable ?? 50);
  out += I.face(
    [
      [x - 6, fy, z + 14],
      [x + w / 2, fy, apex],
      [x + w / 2, y - 4, apex],
      [x - 6, y - 4, z + 14],
    ],
    { fill: mix(slate, white, 0.5) },
  );
  out += I.face(
    [
      [x + w / 2, fy, apex],
      [x + w + 6, fy, z + 14],
      [x + w + 6, y - 4, z + 14],
      [x + w / 2, y - 4, apex],
    ],
    { fill: mix(slate, blue, 0.45) },
  );
  out += I.face(
    [
      [x - 6, fy, z + 14],
      [x + w + 6, fy, z + 14],
      [x + w / 2, fy, apex],
    ],
    { fill: white },
  );
  if (o.emblem) {
    const [ex, ey] = I.P(x + w / 2, fy, z + 14 + (apex - z - 14) * 0.4);
    out += ellipse(ex, ey, 13, 13, { fill: o.emblem });
  }
  return out;
}

export const INDUSTRY_SCENES = {
  "hero-government": {
    sm: { top: 190, bottom: 840 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      if (!lite) out += tree(I, 40, 60, 90) + tree(I, 30, 130, 70);
      // wings
      out += I.box(20, 170, 0, 60, 110, 80, "white", { rim: sky, rimOp: 0.3 });
      out += g(
        { transform: I.wallL(20, 280, 80) },
        [12, 36].map((u) => rect(u, 18, 14, 40, 3, { fill: sky, op: 0.6 })).join(""),
      );
      out += temple(I, 100, 160, 220, 110, { cols: 6, colH: 90, gable: 40 });
      out += I.box(340, 170, 0, 60, 110, 80, "white", { rim: sky, rimOp: 0.3 });
      out += g(
        { transform: I.wallL(340, 280, 80) },
        [12, 36].map((u) => rect(u, 18, 14, 40, 3, { fill: sky, op: 0.6 })).join(""),
      );
      // drum, dome, lantern
      out += I.cyl(210, 215, 150, 58, 48, "white");
      let ribs = "";
      const [dx, dyTop] = I.P(210, 215, 198);
      for (let i = -3; i <= 3; i++)
        ribs += `M${n(dx + i * 18)} ${n(dyTop + 20 + Math.cos((i / 3.4) * 1.4) * 18)}v34`;
      out += path(ribs, { stroke: sky, sw: 4, fill: "none", op: 0.8 });
      out += I.cyl(210, 215, 198, 62, 8, "slate");
      out += I.dome(210, 215, 206, 56, "white");
      out += I.cyl(210, 215, 260, 10, 28, "white");
      const [lx, ly] = I.P(210, 215, 288);
      out +=
        path(`M${n(lx)} ${n(ly)}v-40`, { stroke: slate, sw: 3, fill: "none" }) +
        path(`M${n(lx + 1)} ${n(ly - 40)}h24l-5 7 5 7h-24z`, { fill: amber });
      out += flag(I, 80, 360, 0, 130, teal) + flag(I, 360, 360, 0, 130, amber);
      if (!lite) {
        out += tree(I, 400, 120, 80) + tree(I, 120, 400, 70);
        out += badge(d, 230, 300, 84, "document", c);
        out += badge(d, 1010, 300, 76, "shield", c);
        out += specks(SPECKS_A);
      }
      return out;
    },
    scale: 1.14,
    origin: [600, 330],
  },

  "hero-healthcare": {
    sm: { top: 150, x1: 1020 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      out += building(I, 50, 50, 200, 120, 200, "white", { win: sky, lit: teal });
      // cross sign on the roof
      const crossM = "teal";
      out += I.box(130, 100, 200, 40, 14, 80, crossM) + I.box(110, 100, 220, 80, 14, 40, crossM);
      // ambulance-bay canopy
      out += I.box(70, 170, 60, 120, 40, 8, "sky");
      out += I.box(76, 204, 0, 6, 6, 60, "slate") + I.box(180, 204, 0, 6, 6, 60, "slate");
      out += monitor(I, 270, 90, 130, 90, "pulse", { facing: "R", lift: 40, stroke: teal });
      out += human(I, 250, 330, 150, { shirt: white, pants: navy, collar: teal });
      out += human(I, 320, 300, 140, { shirt: teal, pants: ink });
      // heart with pulse
      out += glow(d, 880, 230, 180, 150, bright, 0.35);
      out += path(heartPath(788, 162, 200), { fill: mix(blue, ink, 0.45), tf: "translate(10 8)" });
      out += path(heartPath(788, 162, 200), {
        fill: d.lin([
          [0, bright],
          [1, blue],
        ]),
      });
      out += path("M790 240H840L856 206L878 276L898 222L910 240H986", { stroke: white, sw: 9, fill: "none" });
      if (!lite) {
        // capsule
        out += g(
          { transform: "rotate(-35 300 250)" },
          rect(250, 232, 50, 36, 18, { fill: teal }),
          rect(282, 232, 50, 36, 18, { fill: white }),
          rect(282, 232, 18, 36, 0, { fill: white }),
        );
        out += badge(d, 1010, 600, 70, "document", c, { shadowY: false });
        out += specks(SPECKS_B);
      }
      return out;
    },
  },

  "hero-banking": {
    sm: { top: 260, x1: 1000 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      out += temple(I, 80, 80, 220, 120, { cols: 5, colH: 110, gable: 54, emblem: amber });
      out += coins(I, 330, 300, 6) + coins(I, 380, 240, 4) + coins(I, 270, 370, 3);
      out += panel(I, 430, 20, 170, 170, 110, "card", { facing: "R", bg: blue, shadow: false });
      if (!lite) {
        out += badge(d, 1010, 620, 70, "wallet", c, { shadowY: false });
        out += badge(d, 210, 300, 84, "growth", c);
        out += specks(SPECKS_A);
      }
      return out;
    },
  },

  "hero-manufacturing": {
    sm: { top: 50, x1: 1060 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      // chimneys behind
      out += I.cyl(90, 50, 0, 16, 250, "white") + I.cyl(150, 44, 0, 14, 220, "white");
      out += [
        [90, 50, 200],
        [150, 44, 170],
      ]
        .map(([x, y, z]) => {
          const [sx, sy] = I.P(x, y, z);
          return rect(sx - 19.6, sy, 39.2, 14, 0, { fill: amber });
        })
        .join("");
      const puffs = (x, y, z) => {
        const [sx, sy] = I.P(x, y, z);
        return (
          circle(sx - 6, sy - 30, 22, { fill: sky, op: 0.35 }) +
          circle(sx + 22, sy - 62, 30, { fill: sky, op: 0.25 }) +
          circle(sx + 60, sy - 100, 36, { fill: sky, op: 0.15 })
        );
      };
      out += puffs(90, 50, 250) + puffs(150, 44, 220);
      // hall with saw-tooth roof
      const x0 = 40,
        y0 = 70,
        W = 240,
        D = 150,
        H = 110;
      out += I.box(x0, y0, 0, W, D, H, "white");
      out += g(
        { transform: I.wallL(x0, y0 + D, H) },
        [0, 1, 2, 3].map((i) => rect(16 + i * 56, 30, 36, 40, 4, { fill: sky, op: 0.7 })).join("") +
          rect(96, 70, 48, 40, 3, { fill: mix(navy, blue, 0.4) }),
      );
      const t = W / 4;
      for (let i = 0; i < 4; i++) {
        const a = x0 + i * t;
        out += I.face(
          [
            [a, y0, H],
            [a + t, y0, H + 44],
            [a + t, y0 + D, H + 44],
            [a, y0 + D, H],
          ],
          { fill: mix(slate, white, 0.4) },
        );
        out += I.face(
          [
            [a + t, y0, H + 44],
            [a + t, y0 + D, H + 44],
            [a + t, y0 + D, H],
            [a + t, y0, H],
          ],
          { fill: mix(sky, bright, 0.4) },
        );
        out += I.face(
          [
            [a, y0 + D, H],
            [a + t, y0 + D, H + 44],
            [a + t, y0 + D, H],
          ],
          { fill: slate },
        );
      }
      out += conveyor(I, 150, 300, 250, [
        [20, "amber", 38],
        [110, "teal", 38],
        [196, "sky", 38],
      ]);
      out += robotArm(I, 90, 330);
      out += bigGear(d, 910, 220, 74, 12, teal);
      out += bigGear(d, 1010, 150, 40, 9, amber, mix(amber, navy, 0.4));
      if (!lite) {
        out += badge(d, 230, 300, 84, "checklist", c);
        out += specks(SPECKS_B);
      }
      return out;
    },
  },

  "hero-education": {
    sm: { top: 200 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      // books
      const book = (x, y, z, w, dd, h, m) => {
        let s = I.box(x, y, z, w, dd, h, m);
        s += g(
          { transform: I.wallR(x + w, y + dd, z + h) },
          rect(0, h * 0.22, dd - 6, h * 0.56, 2, { fill: white }),
        );
        return s;
      };
      out += shadow(I, 120, 260, 110);
      out +=
        book(60, 200, 0, 140, 110, 28, "blue") +
        book(70, 206, 28, 124, 100, 24, "teal") +
        book(56, 196, 52, 140, 110, 26, "amber");
      out += laptop(I, 250, 130, 150, "video");
      // pencil cup
      out += I.cyl(330, 330, 0, 28, 60, "sky");
      const [px, py] = I.P(330, 330, 60);
      out +=
        path(`M${n(px - 10)} ${n(py)}V${n(py - 70)}`, { stroke: amber, sw: 12, fill: "none" }) +
        path(`M${n(px + 12)} ${n(py)}V${n(py - 50)}`, { stroke: teal, sw: 12, fill: "none" });
      out += path(`M${n(px - 16)} ${n(py - 70)}L${n(px - 10)} ${n(py - 86)}L${n(px - 4)} ${n(py - 70)}Z`, {
        fill: white,
      });
      // mortarboard above
      const mz = 230;
      out += I.cyl(150, 170, mz - 50, 58, 50, "deep");
      out += I.box(
        70,
        90,
        mz,
        160,
        160,
        12,
        { top: mix(bright, blue, 0.35), left: blue, right: mix(blue, ink, 0.42) },
        { rim: sky, rimOp: 0.6 },
      );
      const [bx, by] = I.P(150, 170, mz + 12);
      const [ex, ey] = I.P(230, 250, mz + 6);
      out += path(`M${n(bx)} ${n(by)}L${n(ex)} ${n(ey)}V${n(ey + 54)}`, {
        stroke: amber,
        sw: 5,
        fill: "none",
      });
      out +=
        circle(bx, by, 9, { fill: amber }) +
        path(`M${n(ex - 9)} ${n(ey + 50)}h18l5 32h-28z`, { fill: amber });
      if (!lite) {
        out += badge(d, 250, 310, 84, "lightbulb", c);
        out += badge(d, 1000, 260, 76, "learning", c);
        out += specks(SPECKS_A);
      }
      return out;
    },
  },

  "hero-transportation": {
    sm: { top: 170 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      // road
      out += g(
        { transform: I.floor(0, 250, 0) },
        rect(0, 0, 420, 110, 0, { fill: ink, op: 0.55 }),
        path("M10 55H410", { stroke: white, sw: 5, dash: "26 18", fill: "none", op: 0.7 }),
      );
      // containers
      const box = (x, y, z, m) => {
        let s = I.box(x, y, z, 150, 64, 64, m);
        let ribs = "";
        for (let u = 12; u < 150; u += 14) ribs += `M${u} 8V56`;
        s += g(
          { transform: I.wallL(x, y + 64, z + 64) },
          path(ribs, { stroke: ink, sw: 3, fill: "none", op: 0.2 }),
        );
        return s;
      };
      out += shadow(I, 110, 110, 100);
      out += box(40, 40, 0, "teal") + box(40, 110, 0, "blue") + box(50, 70, 64, "amber");
      // truck along x
      const ty = 272;
      out += shadow(I, 240, ty + 34, 120, 0.4);
      out += I.box(100, ty + 4, 14, 226, 56, 10, "navy");
      out += I.box(100, ty, 24, 170, 64, 96, "white");
      out += g(
        { transform: I.wallL(100, ty + 64, 120) },
        rect(0, 58, 170, 12, 0, { fill: teal }),
        rect(0, 72, 170, 5, 0, { fill: bright }),
      );
      out += I.box(276, ty, 24, 64, 64, 70, "blue");
      out += g(
        { transform: I.wallR(340, ty + 64, 94) },
        rect(8, 4, 48, 26, 4, { fill: mix(sky, white, 0.3) }),
      );
      out += g(
        { transform: I.wallL(276, ty + 64, 94) },
        rect(28, 4, 30, 24, 4, { fill: mix(sky, white, 0.3) }),
      );
      const wheels = [130, 200, 300]
        .map((u) => circle(u - 100, 8, 17, { fill: ink }) + circle(u - 100, 8, 7, { fill: slate }))
        .join("");
      out += g({ transform: I.wallL(100, ty + 64, 14) }, wheels);
      // route pin
      out +=
        path(pinPath(880, 300, 120), { fill: mix(amber, navy, 0.4), tf: "translate(8 6)", rule: "evenodd" }) +
        path(pinPath(880, 300, 120), { fill: amber, rule: "evenodd" });
      out += ellipse(880, 330, 40, 14, { stroke: amber, sw: 3, fill: "none", op: 0.6 });
      if (!lite) {
        out += panel(I, 440, 20, 160, 160, 110, "map", {
          facing: "R",
          shadow: false,
          bg: mix(sky, white, 0.55),
        });
        out += badge(d, 240, 320, 84, "globe", c);
        out += flow(
          [
            [300, 380],
            [360, 300],
            [500, 260],
            [560, 300],
          ],
          amber,
          { dash: "3 10" },
        );
        out += specks(SPECKS_B);
      }
      return out;
    },
  },
};
