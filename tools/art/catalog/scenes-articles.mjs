/** Header scenes for the six insight articles (same stage and style as the heroes). */
import { n, g, path, rect, circle } from "../lib/svg.mjs";
import { ink, navy, blue, bright, sky, teal, mint, amber, white, slate, mix } from "../lib/palette.mjs";
import { heartPath, lines, glow, check } from "../lib/parts.mjs";
import { icon } from "../lib/icons.mjs";
import { monitor, panel, badge, flow, specks, shadow, human, bigIcon, coins } from "../lib/kit.mjs";
import { SPECKS_A, SPECKS_B, skyCloud, bigGear, brick } from "./props.mjs";

const stage = (I, s = 420, o) => I.platform(0, 0, s, s, 18, o).join("");

/** Arrow along the floor through world points (last segment gets the head). */
function floorArrow(I, pts, color = sky) {
  let out = I.line(
    pts.map(([x, y]) => [x, y, 0]),
    { stroke: color, sw: 4, fill: "none" },
  );
  const [x1, y1] = pts[pts.length - 2];
  const [x2, y2] = pts[pts.length - 1];
  const len = Math.hypot(x2 - x1, y2 - y1);
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  out += I.face(
    [
      [x2, y2, 0],
      [x2 - ux * 16 - uy * 9, y2 - uy * 16 + ux * 9, 0],
      [x2 - ux * 16 + uy * 9, y2 - uy * 16 - ux * 9, 0],
    ],
    { fill: color },
  );
  return out;
}

export const ARTICLE_SCENES = {
  "article-marketing": {
    sm: { top: 120 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      // target on a stand
      out += shadow(I, 360, 170, 40);
      out += I.box(356, 150, 0, 8, 8, 70, "slate");
      out += g({ transform: I.wallR(360, 230, 230) }, icon("target", c, 0, 0, 160));
      // megaphone + waves
      out += glow(d, 560, 300, 190, 140, bright, 0.3);
      out += g(
        { transform: "rotate(-14 520 300)" },
        bigIcon("megaphone", c, 400, 190, 240, 10),
        path("M680 262A60 60 0 0 1 680 338M706 236A96 96 0 0 1 706 364M732 210A132 132 0 0 1 732 390", {
          stroke: mint,
          sw: 8,
          fill: "none",
        }),
      );
      out += monitor(I, 190, 300, 150, 96, "bars", { lift: 30 });
      out += human(I, 110, 330, 146, { shirt: teal, pants: navy }, "point");
      // reactions
      const heartBubble = (cx, cy, r, fill) =>
        circle(cx + 4, cy + 5, r, { fill: ink, op: 0.35 }) +
        circle(cx, cy, r, { fill }) +
        path(heartPath(cx - r * 0.5, cy - r * 0.4, r), { fill: white });
      out += heartBubble(820, 170, 34, teal);
      if (!lite) {
        out += heartBubble(250, 560, 26, amber);
        out += badge(d, 1010, 560, 72, "growth", c, { shadowY: false });
        out += badge(d, 240, 260, 80, "chart", c);
        out += specks(SPECKS_B);
      }
      return out;
    },
  },

  "article-flow-builder": {
    sm: { top: 360 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      out += floorArrow(I, [
        [70, 110],
        [96, 110],
      ]);
      out += floorArrow(I, [
        [176, 110],
        [206, 110],
      ]);
      out += floorArrow(I, [
        [270, 110],
        [296, 110],
      ]);
      out += floorArrow(
        I,
        [
          [336, 140],
          [336, 280],
        ],
        mint,
      );
      out += floorArrow(
        I,
        [
          [240, 140],
          [240, 222],
        ],
        amber,
      );
      out += floorArrow(
        I,
        [
          [280, 255],
          [306, 292],
        ],
        amber,
      );
      // start
      out += shadow(I, 46, 110, 34) + I.cyl(46, 110, 0, 26, 24, "teal");
      // process A
      out += I.box(100, 85, 0, 76, 50, 30, "blue");
      out += g(
        { transform: I.floor(100, 85, 30) },
        lines(14, 14, 48, [1, 0.6], { color: sky, th: 6, gap: 13 }),
      );
      // decision diamond sign
      out += I.box(236, 106, 0, 8, 8, 40, "slate");
      const dm = (dx, dy, fill) =>
        g({ transform: I.wallL(200 + dx, 110 + dy, 110) }, path("M40 0L80 40L40 80L0 40Z", { fill }));
      out +=
        dm(3, 3, mix(amber, navy, 0.4)) +
        dm(0, 0, amber) +
        g({ transform: I.wallL(200, 110, 110) }, path("M28 40h24", { stroke: white, sw: 6, fill: "none" }));
      // process C (yes) and B (no)
      out += I.box(300, 85, 0, 76, 50, 30, "sky");
      out += g({ transform: I.floor(300, 85, 30) }, check(22, 12, 28, blue, 6));
      out += I.box(206, 226, 0, 70, 46, 30, "blue");
      out += g(
        { transform: I.floor(206, 226, 30) },
        lines(12, 13, 44, [1, 0.6], { color: sky, th: 6, gap: 12 }),
      );
      // end
      out += shadow(I, 330, 320, 34) + I.cyl(330, 320, 0, 28, 30, "amber");
      out += human(I, 90, 300, 146, { shirt: bright, pants: navy }, "point");
      if (!lite) {
        out += panel(I, 440, 20, 170, 150, 110, "flow", { facing: "R", shadow: false });
        out += badge(d, 240, 300, 84, "bolt", c);
        out += bigGear(d, 930, 560, 40, 9, teal);
        out += specks(SPECKS_A);
      }
      return out;
    },
  },

  "article-salesforce-builder": {
    sm: { top: 30 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      out += shadow(I, 200, 230, 150, 0.25);
      out += brick(I, 100, 150, 0, 160, 80, "blue") + brick(I, 100, 230, 0, 160, 80, "teal");
      out += brick(I, 140, 150, 34, 80, 160, "sky");
      out += brick(I, 260, 300, 0, 80, 80, "sky");
      // block being lowered from the cloud
      out += skyCloud(d, 480, 30, 240);
      const [hx, hy] = I.P(180, 230, 222);
      out += path(`M${n(hx)} 170V${n(hy - 6)}`, { stroke: slate, sw: 4, fill: "none" });
      out += path(`M${n(hx - 12)} ${n(hy - 14)}L${n(hx)} ${n(hy - 2)}L${n(hx + 12)} ${n(hy - 14)}`, {
        stroke: slate,
        sw: 5,
        fill: "none",
      });
      out +=
        I.line(
          [
            [140, 270, 180],
            [140, 270, 76],
          ],
          { stroke: amber, sw: 2, dash: "4 6", fill: "none" },
        ) +
        I.line(
          [
            [220, 270, 180],
            [220, 270, 76],
          ],
          { stroke: amber, sw: 2, dash: "4 6", fill: "none" },
        );
      out += brick(I, 140, 190, 180, 80, 80, "amber");
      out += human(I, 360, 230, 146, { shirt: teal, pants: navy }, "point");
      if (!lite) {
        out += badge(d, 240, 300, 84, "gears", c);
        out += badge(d, 1010, 420, 74, "code", c, { shadowY: false });
        out += specks(SPECKS_B);
      }
      return out;
    },
  },

  "article-small-business-crm": {
    sm: { top: 60 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      const x = 70,
        y = 100,
        W = 210,
        D = 120,
        H = 150;
      out += shadow(I, x + W / 2, y + D / 2, 150, 0.25);
      out += I.box(x, y, 0, W, D, H, "white");
      out += g(
        { transform: I.wallL(x, y + D, H) },
        rect(20, 66, 90, 60, 4, { fill: sky, op: 0.8 }),
        path("M65 66V126M20 96H110", { stroke: white, sw: 3, fill: "none" }),
        rect(134, 56, 52, 94, 4, { fill: mix(navy, blue, 0.4) }),
        circle(176, 104, 4, { fill: amber }),
      );
      // striped awning
      const stripes = 7;
      for (let i = 0; i < stripes; i++) {
        const a = x + (i * W) / stripes;
        const b = x + ((i + 1) * W) / stripes;
        out += I.face(
          [
            [a, y + D, H - 14],
            [b, y + D, H - 14],
            [b, y + D + 34, H - 44],
            [a, y + D + 34, H - 44],
          ],
          { fill: i % 2 ? white : teal },
        );
      }
      out += I.face(
        [
          [x, y + D + 34, H - 44],
          [x + W, y + D + 34, H - 44],
          [x + W, y + D + 34, H - 54],
          [x, y + D + 34, H - 54],
        ],
        { fill: mix(teal, navy, 0.3) },
      );
      // roof sign
      out += I.box(x + 40, y + 40, H, 130, 8, 44, "teal");
      out += g(
        { transform: I.wallL(x + 40, y + 48, H + 44) },
        lines(20, 14, 90, [1, 0.6], { color: white, th: 6, gap: 12 }),
      );
      out += coins(I, 330, 330, 4);
      out += human(I, 240, 300, 140, { shirt: amber, pants: navy });
      out += human(I, 160, 330, 146, { shirt: bright, pants: ink }, "point");
      out += skyCloud(d, 760, 70, 200);
      out += flow(
        [
          [820, 200],
          [800, 260],
          [760, 280],
          [740, 300],
        ],
        mint,
      );
      if (!lite) {
        out += panel(I, 450, 40, 140, 110, 140, "profile", { facing: "R", shadow: false, body: teal });
        out += badge(d, 230, 300, 84, "team", c);
        out += specks(SPECKS_A);
      }
      return out;
    },
  },

  "article-analytics-cloud": {
    sm: { top: 30 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      out += panel(I, -30, 200, 90, 160, 110, "donut", { shadow: false });
      const hs = [70, 110, 150, 200];
      const tops = [];
      hs.forEach((h, i) => {
        const x = 140 + i * 56;
        const y = 260 - i * 40;
        out += shadow(I, x + 21, y + 21, 34, 0.25) + I.box(x, y, 0, 42, 42, h, i % 2 ? "teal" : "blue");
        tops.push(I.P(x + 21, y + 21, h));
      });
      out += skyCloud(d, 440, 30, 320);
      tops.forEach(
        ([x, y]) =>
          (out +=
            path(`M${n(x)} ${n(y - 14)}V236`, { stroke: mint, sw: 3, dash: "3 9", fill: "none" }) +
            circle(x, y - 14, 5, { fill: mint })),
      );
      if (!lite) {
        out += panel(I, 430, 60, 160, 150, 110, "line", { facing: "R", shadow: false });
        out += badge(d, 230, 560, 76, "dashboard", c, { shadowY: false });
        out += specks(SPECKS_B);
      }
      return out;
    },
  },

  "article-salesforce-customization": {
    sm: { top: 60, x1: 1030 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      out += I.box(90, 120, 0, 8, 8, 60, "slate") + I.box(290, 120, 0, 8, 8, 60, "slate");
      out += panel(I, 60, 132, 60, 260, 170, "sliders", { shadow: false });
      // toggles on the floor
      const tog = (x, y, on) =>
        I.box(x, y, 0, 80, 36, 10, on ? "teal" : "slate") +
        I.cyl(on ? x + 60 : x + 20, y + 18, 10, 15, 10, "white");
      out += tog(60, 250, true) + tog(60, 300, false) + tog(60, 350, true);
      // swatches
      out +=
        I.box(250, 270, 0, 110, 50, 12, "blue") +
        I.box(258, 262, 12, 110, 50, 12, "teal") +
        I.box(266, 254, 24, 110, 50, 12, "amber");
      out += human(I, 380, 230, 146, { shirt: bright, pants: navy }, "point");
      out += skyCloud(d, 760, 70, 200);
      out += bigGear(d, 900, 380, 60, 11, teal);
      out += bigGear(d, 990, 320, 34, 8, amber, mix(amber, navy, 0.4));
      if (!lite) {
        out += badge(d, 240, 300, 84, "code", c);
        out += specks(SPECKS_A);
      }
      return out;
    },
  },
};
