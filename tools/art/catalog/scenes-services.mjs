/** Hero scenes for the service pages (1200 x 900, transparent, for the dark navy hero). */
import { n, g, path, poly, rect, circle, ellipse } from "../lib/svg.mjs";
import { ink, navy, blue, bright, sky, teal, mint, amber, white, slate, mix } from "../lib/palette.mjs";
import { person, graph, glow } from "../lib/parts.mjs";
import { icon } from "../lib/icons.mjs";
import {
  ui,
  monitor,
  laptop,
  rack,
  panel,
  badge,
  flow,
  specks,
  shadow,
  human,
  building,
  bigIcon,
} from "../lib/kit.mjs";
import {
  SPECKS_A,
  SPECKS_B,
  bigShield,
  lockGlyph,
  cube,
  skyCloud,
  bigGear,
  arcs,
  robotArm,
} from "./props.mjs";

const stage = (I, s = 420, o) => I.platform(0, 0, s, s, 18, o).join("");

export const SERVICE_SCENES = {
  "hero-it-consulting": {
    sm: { top: 70 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      // presentation board on legs
      out += I.box(96, 84, 0, 8, 8, 70, "slate") + I.box(300, 84, 0, 8, 8, 70, "slate");
      out += panel(I, 60, 96, 66, 280, 170, "line", {
        shadow: false,
        vals: [0.12, 0.38, 0.3, 0.58, 0.5, 0.86],
      });
      out += human(I, 40, 190, 150, { shirt: bright, pants: navy }, "point");
      // round table with laptop
      out += shadow(I, 210, 300, 74);
      out += I.cyl(210, 300, 0, 14, 38, "slate") + I.cyl(210, 300, 38, 70, 8, "white");
      out += laptop(I, 176, 282, 70, "dash", { z: 46 });
      out += I.cyl(260, 320, 46, 9, 16, "teal");
      out += human(I, 340, 240, 140, { shirt: teal, pants: ink });
      if (!lite) out += human(I, 370, 330, 146, { shirt: amber, pants: navy });
      // idea
      out += glow(d, 860, 190, 150, 150, amber, 0.35);
      out += bigIcon("lightbulb", c, 790, 110, 150, 8);
      if (!lite) {
        out += badge(d, 250, 330, 84, "handshake", c);
        out += badge(d, 1010, 420, 72, "target", c, { shadowY: false });
        out += specks(SPECKS_A);
      }
      return out;
    },
  },

  "hero-it-infra": {
    sm: { top: 80, x1: 1020 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      // floor cables
      const cable = (pts, col) =>
        I.line(
          pts.map(([x, y]) => [x, y, 0]),
          { stroke: col, sw: 4, fill: "none" },
        );
      out +=
        cable(
          [
            [160, 120],
            [160, 250],
            [280, 250],
          ],
          teal,
        ) +
        cable(
          [
            [120, 200],
            [220, 200],
            [220, 330],
          ],
          sky,
        ) +
        cable(
          [
            [260, 110],
            [330, 110],
            [330, 300],
          ],
          amber,
        );
      out += rack(I, 30, 30, 84, 84, 240);
      out += rack(I, 134, 30, 84, 84, 210);
      out += rack(I, 30, 134, 84, 84, 190);
      out += rack(I, 238, 30, 84, 84, 180);
      if (!lite) out += rack(I, 30, 238, 84, 84, 150);
      // switches
      const sw = (x, y) => {
        let s = I.box(x, y, 0, 110, 70, 30, "white");
        let ports = "";
        for (let i = 0; i < 6; i++) ports += rect(10 + i * 15, 10, 10, 9, 2, { fill: navy });
        ports += circle(100, 14, 3, { fill: teal });
        return s + g({ transform: I.wallL(x, y + 70, 30) }, ports);
      };
      out += sw(250, 270);
      if (!lite) out += sw(150, 330);
      out += cube(I, 330, 170, 60, 26, "teal") + cube(I, 180, 180, 120, 20, "amber");
      out += skyCloud(d, 790, 80, 220);
      out += flow(
        [
          [820, 200],
          [760, 250],
          [700, 250],
          [640, 300],
        ],
        mint,
      );
      out += flow(
        [
          [950, 215],
          [960, 290],
          [940, 340],
          [900, 380],
        ],
        sky,
      );
      if (!lite) {
        out += badge(d, 240, 320, 84, "globe", c);
        out += badge(d, 1040, 520, 70, "lock", c, { shadowY: false });
        out += specks(SPECKS_B);
      }
      return out;
    },
  },

  "hero-it-assess": {
    sm: { top: 100 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      // giant tablet lying on the stage
      out += I.box(50, 70, 0, 300, 230, 12, "white");
      out += g({ transform: I.floor(62, 82, 12) }, ui("dash", 276, 206));
      // magnifier scanning it
      const [mx, my] = I.P(210, 185, 12);
      out += ellipse(mx, my, 150, 84, { fill: mint, op: 0.18 });
      out += path(
        poly([
          [mx - 104, 250],
          [mx + 104, 250],
          [mx + 150, my],
          [mx - 150, my],
        ]),
        {
          fill: d.lin([
            [0, mint, 0.02],
            [1, mint, 0.22],
          ]),
        },
      );
      const cy = 240;
      out += path(`M${n(mx + 84)} ${n(cy + 70)}L${n(mx + 170)} ${n(cy + 150)}`, {
        stroke: mix(blue, ink, 0.45),
        sw: 34,
        fill: "none",
      });
      out += path(`M${n(mx + 80)} ${n(cy + 64)}L${n(mx + 164)} ${n(cy + 142)}`, {
        stroke: navy,
        sw: 30,
        fill: "none",
      });
      out += circle(mx + 6, cy + 6, 112, { stroke: mix(blue, ink, 0.45), sw: 26, fill: "none" });
      out += circle(mx, cy, 112, { fill: sky, op: 0.16 });
      out += circle(mx, cy, 112, {
        stroke: d.lin([
          [0, white],
          [1, sky],
        ]),
        sw: 24,
        fill: "none",
      });
      out += path(`M${n(mx - 70)} ${n(cy - 20)}A76 76 0 0 1 ${n(mx - 16)} ${n(cy - 72)}`, {
        stroke: white,
        sw: 9,
        fill: "none",
        op: 0.7,
      });
      out += panel(I, 420, 60, 50, 150, 130, "check", { facing: "R" });
      out += human(I, 400, 310, 150, { shirt: teal, pants: navy }, "point");
      if (!lite) {
        out += badge(d, 250, 300, 84, "chart", c);
        out += badge(d, 960, 200, 72, "document", c, { shadowY: false });
        out += cube(I, -20, 300, 120, 22, "amber");
        out += specks(SPECKS_A);
      }
      return out;
    },
  },

  "hero-it-design": {
    sm: { top: 280 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      // ruler and pencil on the stage
      out += I.box(20, 110, 0, 34, 250, 6, "teal");
      let ticks = "";
      for (let v = 10; v < 250; v += 20) ticks += `M0 ${v}H${v % 40 === 10 ? 16 : 10}`;
      out += g(
        { transform: I.floor(20, 110, 6) },
        path(ticks, { stroke: navy, sw: 2, fill: "none", op: 0.6 }),
      );
      // stacked architecture layers
      const layer = (z, content, tone) => {
        let s = I.box(110, 90, z, 230, 230, 6, {
          top: tone,
          left: mix(sky, blue, 0.4),
          right: mix(blue, navy, 0.3),
        });
        s += g({ transform: I.floor(110, 90, z + 6) }, content);
        return s;
      };
      let grid = "";
      for (let v = 23; v < 230; v += 23) grid += `M${v} 0V230M0 ${v}H230`;
      const base =
        rect(0, 0, 230, 230, 0, { fill: blue }) +
        path(grid, { stroke: sky, sw: 1, fill: "none", op: 0.35 }) +
        path("M30 200V90L115 40L200 90V200ZM30 140H115V200M115 90V140", {
          stroke: white,
          sw: 3,
          fill: "none",
          op: 0.9,
        });
      const mid =
        rect(0, 0, 230, 230, 0, { fill: mix(white, sky, 0.3) }) +
        rect(20, 20, 90, 70, 8, { fill: bright }) +
        rect(124, 20, 86, 70, 8, { fill: teal }) +
        rect(20, 104, 190, 40, 8, { fill: white }) +
        rect(20, 158, 120, 52, 8, { fill: amber }) +
        rect(154, 158, 56, 52, 8, { fill: sky });
      const topC =
        rect(0, 0, 230, 230, 0, { fill: white }) +
        graph(
          [
            [50, 50, 16, bright],
            [180, 60, 16, teal],
            [115, 120, 22, blue],
            [60, 180, 14, amber],
            [175, 175, 16, sky],
          ],
          [
            [0, 2],
            [1, 2],
            [2, 3],
            [2, 4],
            [0, 1],
          ],
          { link: slate, sw: 5 },
        );
      out += layer(40, base, blue);
      const guides = (z1, z2) =>
        [
          [110, 320],
          [340, 320],
          [340, 90],
        ]
          .map(([x, y]) =>
            I.line(
              [
                [x, y, z1],
                [x, y, z2],
              ],
              { stroke: sky, sw: 2, dash: "4 6", fill: "none", sop: 0.7 },
            ),
          )
          .join("");
      out += guides(46, 130);
      out += layer(130, mid, white);
      out += guides(136, 220);
      if (!lite) out += layer(220, topC, white);
      out +=
        I.box(220, 372, 0, 150, 16, 16, "amber") +
        I.face(
          [
            [370, 372, 16],
            [396, 380, 8],
            [370, 388, 16],
          ],
          { fill: mix(amber, white, 0.5) },
        ) +
        I.face(
          [
            [370, 388, 16],
            [396, 380, 8],
            [370, 388, 0],
          ],
          { fill: slate },
        );
      if (!lite) {
        out += badge(d, 240, 300, 84, "blueprint", c);
        out += badge(d, 1000, 300, 74, "gears", c);
        out += specks(SPECKS_B);
      }
      return out;
    },
  },

  "hero-staffing": {
    sm: { top: 200 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      const spots = [
        [210, 50],
        [50, 210],
        [370, 210],
        [210, 370],
      ];
      out += I.line(
        [
          [210, 50, 0],
          [210, 370, 0],
        ],
        { stroke: teal, sw: 3, dash: "6 8", fill: "none" },
      );
      out += I.line(
        [
          [50, 210, 0],
          [370, 210, 0],
        ],
        { stroke: sky, sw: 3, dash: "6 8", fill: "none" },
      );
      const ped = (x, y) =>
        shadow(I, x, y, 48) + I.cyl(x, y, 0, 40, 14, "navy", { top: mix(navy, bright, 0.45) });
      const cols = [
        [bright, navy],
        [teal, ink],
        [amber, navy],
        [sky, navy],
      ];
      const people = (from, to) =>
        spots
          .slice(from, to)
          .map(
            ([x, y], i) =>
              ped(x, y) +
              person(...I.P(x, y, 14), 130, { shirt: cols[from + i][0], pants: cols[from + i][1] }),
          )
          .join("");
      out += people(0, 2);
      // central hub with a profile card
      out += I.cyl(210, 210, 0, 60, 24, "blue", { top: mix(bright, mint, 0.35) });
      const [hx, hy] = I.P(210, 210, 24);
      out += ellipse(hx, hy, 56, 32, {
        fill: d.rad([
          [0, mint, 0.8],
          [1, teal, 0],
        ]),
      });
      out += panel(I, 155, 210, 80, 110, 140, "profile", { shadow: false });
      out += people(2, 4);
      if (!lite) {
        out += badge(d, 200, 260, 84, "team", c);
        out += badge(d, 1000, 250, 76, "career", c);
        out += badge(d, 980, 650, 64, "handshake", c, { shadowY: false });
        out += specks(SPECKS_A);
      }
      return out;
    },
  },

  "hero-project-management": {
    sm: { top: 170 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      // timeline on the floor
      out += I.line(
        [
          [40, 300, 0],
          [400, 300, 0],
        ],
        { stroke: sky, sw: 4, fill: "none", sop: 0.7 },
      );
      // board
      out += I.box(90, 84, 0, 8, 8, 56, "slate") + I.box(320, 84, 0, 8, 8, 56, "slate");
      out += panel(I, 60, 96, 56, 290, 180, "gantt", { shadow: false });
      out += human(I, 50, 200, 150, { shirt: teal, pants: navy }, "point");
      [
        [90, "teal"],
        [200, "blue"],
        [310, "sky"],
      ].forEach(([x, m]) => (out += I.cyl(x, 300, 0, 16, 12, m)));
      out += human(I, 230, 220, 140, { shirt: amber, pants: navy });
      out += shadow(I, 400, 300, 22) + I.cyl(400, 300, 0, 20, 12, "amber");
      out += (() => {
        const [fx, fy] = I.P(400, 300, 12);
        return (
          rect(fx - 3, fy - 170, 6, 170, 3, { fill: slate }) +
          path(`M${n(fx + 3)} ${n(fy - 168)}L${n(fx + 70)} ${n(fy - 146)}L${n(fx + 3)} ${n(fy - 124)}Z`, {
            fill: amber,
          })
        );
      })();
      out += panel(I, 430, 40, 120, 140, 110, "check", { facing: "R" });
      if (!lite) {
        out += badge(d, 250, 300, 84, "calendar", c);
        out += badge(d, 990, 660, 70, "clock", c, { shadowY: false });
        out += specks(SPECKS_B);
      }
      return out;
    },
  },

  "hero-software-services": {
    sm: { top: 180, x0: 260, x1: 1070 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      out +=
        I.box(30, 30, 0, 46, 46, 46, "teal") +
        I.box(30, 80, 0, 46, 46, 46, "blue") +
        I.box(30, 30, 46, 46, 46, 46, "amber");
      if (!lite)
        out += panel(I, 470, -70, 220, 170, 120, "code", { facing: "R", shadow: false, mat: "navy" });
      out += panel(I, 440, 10, 110, 170, 120, "code", {
        facing: "R",
        mat: "navy",
        rows: [
          [0, 0.4, sky],
          [1, 0.55, teal],
          [1, 0.3, amber],
          [2, 0.45, white],
          [1, 0.6, sky],
          [0, 0.2, teal],
        ],
      });
      out += laptop(I, 120, 150, 170, "code");
      // phone
      out += shadow(I, 340, 300, 40);
      out += I.box(310, 300, 0, 64, 10, 120, "white");
      out += g({ transform: I.wallL(314, 310, 116) }, ui("list", 56, 112, { r: 8 }));
      out += bigGear(d, 330, 420, 52, 10, teal);
      out += bigGear(d, 400, 368, 34, 8, amber, mix(amber, navy, 0.4));
      if (!lite) {
        out += badge(d, 1030, 620, 70, "rocket", c, { shadowY: false });
        out += specks(SPECKS_A);
      }
      return out;
    },
  },

  "hero-salesforce": {
    sm: { top: 60 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      // hub
      out += I.disc(210, 210, 0, 100, { stroke: mint, sw: 2, sop: 0.5, fill: "none", dash: "4 8" });
      out += I.cyl(210, 210, 0, 50, 18, "blue", { top: mix(bright, mint, 0.4) });
      out += monitor(I, 50, 170, 150, 96, "dash", { lift: 34 });
      out += panel(I, 330, 40, 60, 130, 110, "line", { facing: "R" });
      out += human(I, 300, 330, 146, { shirt: teal, pants: navy });
      out += human(I, 360, 290, 140, { shirt: amber, pants: ink }, "point");
      out += skyCloud(d, 440, 60, 320);
      const [hx, hy] = I.P(210, 210, 18);
      out += flow(
        [
          [600, 250],
          [600, 300],
          [hx, hy - 60],
          [hx, hy - 10],
        ],
        mint,
        { r: 7 },
      );
      out += flow(
        [
          [500, 240],
          [440, 270],
          [420, 320],
          [420, 360],
        ],
        sky,
      );
      out += flow(
        [
          [720, 240],
          [780, 270],
          [800, 330],
          [820, 380],
        ],
        sky,
      );
      if (!lite) {
        out += badge(d, 230, 290, 84, "team", c);
        out += badge(d, 1010, 280, 76, "handshake", c);
        out += specks(SPECKS_B);
      }
      return out;
    },
  },

  "hero-cyber-security": {
    sm: { top: 130 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      out += rack(I, 30, 40, 84, 84, 270);
      out += rack(I, 140, 30, 84, 84, 220);
      out += rack(I, 250, 30, 84, 84, 170);
      if (!lite) out += rack(I, 30, 150, 84, 84, 200);
      out += I.disc(250, 250, 0, 124, { stroke: teal, sw: 2, sop: 0.35, fill: "none", dash: "4 10" });
      out += I.disc(250, 250, 0, 94, { stroke: teal, sw: 2.5, sop: 0.55, fill: "none" });
      out += I.cyl(250, 250, 0, 64, 16, "navy", { top: mix(navy, teal, 0.35) });
      const [ex, ey] = I.P(250, 250, 16);
      out += path(
        poly([
          [ex - 50, ey],
          [ex + 50, ey],
          [ex + 120, 360],
          [ex - 120, 360],
        ]),
        {
          fill: d.lin([
            [0, teal, 0.05],
            [1, teal, 0.45],
          ]),
        },
      );
      out += ellipse(ex, ey, 56, 32, {
        fill: d.rad([
          [0, mint, 0.9],
          [1, teal, 0.1],
        ]),
      });
      const top = 190;
      out += bigShield(d, ex, top, 280);
      out += lockGlyph(ex, top + 178, 124, white, blue);
      out += rect(ex - 116, top + 100, 232, 3, 1.5, {
        fill: d.lin(
          [
            [0, mint, 0],
            [0.5, mint, 1],
            [1, mint, 0],
          ],
          [0, 0, 1, 0],
        ),
      });
      out += rect(ex - 110, top + 103, 220, 40, 0, {
        fill: d.lin([
          [0, mint, 0.3],
          [1, mint, 0],
        ]),
      });
      if (!lite) {
        out += panel(I, 440, 40, 150, 130, 100, "check", { facing: "R" });
        out += badge(d, 280, 330, 84, "search", c);
        out += cube(I, 380, 330, 110, 22, "teal") + cube(I, 60, 330, 80, 18, "amber");
        out += specks(SPECKS_A);
      }
      return out;
    },
  },

  "hero-ai-automation": {
    sm: { top: 70 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      // circuit traces
      out += g(
        { transform: I.floor(0, 0, 0) },
        path(
          "M150 60V20M210 60V10M270 60V30M60 150H20M60 210H10M60 270H30M300 150H380V100M300 210H400M300 270H360V330M150 300V400M210 300V390H300M270 300V360",
          { stroke: teal, sw: 4, fill: "none", op: 0.75 },
        ),
        [
          [150, 20],
          [210, 10],
          [270, 30],
          [20, 150],
          [10, 210],
          [30, 270],
          [380, 100],
          [400, 210],
          [360, 330],
          [150, 400],
          [300, 390],
          [270, 360],
        ]
          .map(([x, y]) => circle(x, y, 7, { fill: mint }))
          .join(""),
      );
      // chip
      out += I.box(80, 80, 0, 260, 260, 26, "navy", { rim: sky, rimOp: 0.5 });
      let pins = "";
      for (let i = 0; i < 7; i++) pins += rect(18 + i * 34, 0, 18, 14, 2, { fill: slate });
      out += g({ transform: I.wallL(80, 340, 14) }, pins) + g({ transform: I.wallR(340, 340, 14) }, pins);
      out += I.box(130, 130, 26, 160, 160, 14, "blue");
      const [cx, cy] = I.P(210, 210, 40);
      out += ellipse(cx, cy, 110, 64, {
        fill: d.rad([
          [0, mint, 0.85],
          [0.5, teal, 0.35],
          [1, teal, 0],
        ]),
      });
      // neural network floating above
      out += path(
        poly([
          [cx - 60, cy],
          [cx + 60, cy],
          [cx + 190, 300],
          [cx - 190, 300],
        ]),
        {
          fill: d.lin([
            [0, teal, 0.04],
            [1, teal, 0.3],
          ]),
        },
      );
      const layers = [
        [-190, [150, 230, 310]],
        [-70, [110, 190, 270, 350]],
        [60, [130, 210, 290]],
        [180, [190, 250]],
      ];
      const nodes = [];
      const links = [];
      layers.forEach(([dx, ys], li) =>
        ys.forEach((y) =>
          nodes.push([cx + dx, y - 20, li === 3 ? 15 : 12, li % 2 ? teal : li === 3 ? amber : white]),
        ),
      );
      let idx = 0;
      const starts = layers.map(([, ys]) => {
        const s = idx;
        idx += ys.length;
        return s;
      });
      for (let li = 0; li < 3; li++)
        for (let a = 0; a < layers[li][1].length; a++)
          for (let b = 0; b < layers[li + 1][1].length; b++) links.push([starts[li] + a, starts[li + 1] + b]);
      out += graph(nodes, links, { link: sky, sw: 2, linkOp: 0.45 });
      if (!lite) {
        out += robotArm(I, 380, 350);
        out += badge(d, 1030, 610, 70, "gears", c, { shadowY: false });
        out += badge(d, 180, 600, 70, "bolt", c, { shadowY: false });
        out += specks(SPECKS_B);
      }
      return out;
    },
  },

  "hero-network-engineering": {
    sm: { top: 50 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      const devs = [
        [60, 70],
        [320, 60],
        [60, 320],
        [320, 320],
      ];
      const cablePath = ([x, y], col) =>
        I.line(
          [
            [x + 45, y + 30, 0],
            [210, y + 30, 0],
            [210, 210, 0],
          ],
          { stroke: col, sw: 4, fill: "none" },
        );
      out += devs.map((p, i) => cablePath(p, [teal, sky, amber, mint][i])).join("");
      const router = ([x, y], m = "white") => {
        let s = shadow(I, x + 45, y + 30, 56, 0.3) + I.box(x, y, 0, 90, 60, 26, m);
        let leds = "";
        for (let i = 0; i < 5; i++) leds += circle(12 + i * 12, 13, 3.2, { fill: i % 2 ? teal : sky });
        s += g({ transform: I.wallL(x, y + 60, 26) }, leds);
        const [a1x, a1y] = I.P(x + 10, y + 8, 26);
        const [a2x, a2y] = I.P(x + 80, y + 8, 26);
        s += path(`M${n(a1x)} ${n(a1y)}v-44M${n(a2x)} ${n(a2y)}v-44`, { stroke: slate, sw: 5, fill: "none" });
        s += circle(a1x, a1y - 46, 5, { fill: teal }) + circle(a2x, a2y - 46, 5, { fill: teal });
        return s;
      };
      out += router(devs[0]) + router(devs[1]);
      // core switch
      out += shadow(I, 210, 210, 90);
      out += I.box(150, 150, 0, 120, 120, 40, "blue", { rim: sky, rimOp: 0.5 });
      out += I.box(150, 150, 40, 120, 120, 40, "sky");
      let ports = "";
      for (let r = 0; r < 2; r++)
        for (let i = 0; i < 6; i++) ports += rect(10 + i * 17, 8 + r * 14, 12, 9, 2, { fill: navy });
      out += g({ transform: I.wallL(150, 270, 80) }, ports) + g({ transform: I.wallR(270, 270, 80) }, ports);
      out += router(devs[2]) + router(devs[3]);
      // globe above with uplink
      const [sx, sy] = I.P(210, 210, 80);
      out += path(`M${n(sx)} ${n(sy - 30)}V220`, { stroke: mint, sw: 4, dash: "3 10", fill: "none" });
      out += glow(d, sx, 140, 170, 130, bright, 0.4);
      out += icon("globe", c, sx - 90, 50, 180);
      if (!lite) {
        out += cube(I, 110, 210, 20, 18, "teal") + cube(I, 220, 100, 14, 18, "amber");
        out += badge(d, 240, 320, 84, "network", c);
        out += badge(d, 1010, 330, 76, "server", c);
        out += specks(SPECKS_A);
      }
      return out;
    },
  },

  "hero-data-analytics": {
    sm: { top: 270 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      // floor donut
      out += shadow(I, 110, 300, 84);
      out += I.cyl(110, 300, 0, 74, 14, "white");
      out += g(
        { transform: I.floor(110, 300, 14) },
        circle(0, 0, 52, { stroke: blue, sw: 30, fill: "none", cap: false }),
        path("M0 -52A52 52 0 0 1 49.5 16", { stroke: teal, sw: 30, fill: "none", cap: false }),
        path("M49.5 16A52 52 0 0 1 -8 51.4", { stroke: amber, sw: 30, fill: "none", cap: false }),
      );
      // 3D bars
      const hs = [90, 150, 120, 210, 260];
      const mats = ["sky", "blue", "teal", "blue", "teal"];
      const tops = [];
      hs.forEach((h, i) => {
        const x = 120 + i * 56;
        const y = 150 - i * 24;
        out += I.box(x, y, 0, 42, 42, h, mats[i]);
        tops.push(I.P(x + 21, y + 21, h + 40));
      });
      out += path(poly(tops, false), { stroke: amber, sw: 5, fill: "none" });
      tops.forEach(
        ([x, y], i) =>
          (out += circle(x, y, i === tops.length - 1 ? 11 : 7, {
            fill: i === tops.length - 1 ? amber : white,
          })),
      );
      out += human(I, 360, 330, 146, { shirt: bright, pants: navy }, "point");
      if (!lite) {
        out += panel(I, -30, 40, 170, 150, 100, "line", { shadow: false });
        out += badge(d, 1010, 300, 76, "search", c);
        out += specks(SPECKS_B);
      }
      return out;
    },
  },

  "hero-big-data": {
    sm: { top: 150 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      const stack = (x, y, r, layers) => {
        let s = shadow(I, x, y, r + 16);
        for (let i = 0; i < layers; i++)
          s += I.cyl(x, y, i * 44, r, 36, i % 2 ? "sky" : "blue", {
            top: i === layers - 1 ? mix(sky, white, 0.5) : null,
          });
        const [tx, ty] = I.P(x, y, layers * 44 - 8);
        s += ellipse(tx, ty, r * 0.82, r * 0.47, { stroke: teal, sw: 3, fill: "none" });
        for (let i = 0; i < layers; i++) {
          const [lx, ly] = I.P(x, y, i * 44 + 18);
          s += circle(lx + r * 0.75, ly + r * 0.2, 4, { fill: i % 2 ? amber : mint });
        }
        return s;
      };
      out += [teal, sky, amber]
        .map((col, i) =>
          path(
            `M${n(40)} ${n(250 + i * 26)}C${n(300)} ${n(200 + i * 26)} ${n(380)} ${n(420 + i * 16)} ${n(520)} ${n(360 + i * 12)}`,
            { stroke: col, sw: 4, dash: i === 1 ? "18 10" : "3 12", fill: "none", sop: 0.85 },
          ),
        )
        .join("");
      out += stack(110, 110, 62, 4);
      out += stack(290, 110, 52, 3);
      out += stack(120, 290, 50, 2);
      if (!lite) out += stack(290, 290, 40, 1);
      out += path("M720 330C820 280 860 220 900 150", { stroke: mint, sw: 4, dash: "3 12", fill: "none" });
      out += path("M700 360C820 330 900 290 960 220", {
        stroke: sky,
        sw: 4,
        dash: "18 10",
        fill: "none",
        sop: 0.8,
      });
      if (!lite) {
        out += panel(I, 440, -60, 200, 150, 110, "bars", { facing: "R", shadow: false });
        out +=
          cube(I, -40, 120, 150, 22, "teal") +
          cube(I, -60, 230, 120, 16, "amber") +
          cube(I, 200, -60, 220, 20, "sky") +
          cube(I, 430, 250, 90, 18, "teal");
        out += badge(d, 250, 420, 80, "database", c);
        out += specks(SPECKS_B);
      }
      return out;
    },
  },

  "hero-java": {
    sm: { top: 220 },
    draw({ d, I, lite, c }) {
      let out = stage(I);

      // saucer, handle, cup
      out += shadow(I, 230, 240, 140, 0.35);
      out += I.cyl(230, 240, 0, 126, 12, "white");
      const [cx, ct] = I.P(230, 240, 190);
      out += path(
        `M${n(cx + 90)} ${n(ct + 50)}C${n(cx + 190)} ${n(ct + 30)} ${n(cx + 190)} ${n(ct + 150)} ${n(cx + 80)} ${n(ct + 150)}`,
        { stroke: mix(slate, blue, 0.4), sw: 30, fill: "none" },
      );
      out += path(
        `M${n(cx + 90)} ${n(ct + 46)}C${n(cx + 182)} ${n(ct + 28)} ${n(cx + 182)} ${n(ct + 144)} ${n(cx + 80)} ${n(ct + 144)}`,
        { stroke: white, sw: 22, fill: "none" },
      );
      out += I.cyl(230, 240, 12, 96, 178, "white");
      out += ellipse(cx, ct, 104, 60, { fill: mix(slate, white, 0.5) });
      out += ellipse(cx, ct + 4, 92, 52, {
        fill: d.lin([
          [0, ink],
          [1, navy],
        ]),
      });
      out += ellipse(cx, ct + 4, 64, 36, { stroke: amber, sw: 3, fill: "none", op: 0.6 });
      // braces on the cup
      out += path(
        `M${n(cx - 26)} ${n(ct + 80)}q-14 0 -14 14v14q0 8 -8 8q8 0 8 8v14q0 14 14 14M${n(cx + 26)} ${n(ct + 80)}q14 0 14 14v14q0 8 8 8q-8 0 -8 8v14q0 14 -14 14`,
        { stroke: blue, sw: 7, fill: "none" },
      );
      // steam
      const steam = d.linU(
        [
          [0, white, 0],
          [1, white, 0.75],
        ],
        0,
        ct - 190,
        0,
        ct - 10,
      );
      out += path(
        `M${n(cx - 44)} ${n(ct - 10)}c-30 -40 30 -60 0 -100s20 -70 10 -90M${n(cx + 4)} ${n(ct - 20)}c-30 -40 30 -60 0 -100s20 -60 6 -80M${n(cx + 50)} ${n(ct - 10)}c-26 -36 26 -56 0 -90`,
        { stroke: steam, sw: 12, fill: "none" },
      );
      if (!lite) {
        out += panel(I, 500, 40, 190, 170, 120, "code", { facing: "R", shadow: false, mat: "navy" });
        out += bigGear(d, 330, 250, 40, 9, teal);
        out += badge(d, 240, 320, 84, "code", c);
        out += badge(d, 1010, 560, 70, "server", c, { shadowY: false });
        out += specks(SPECKS_A);
      }
      return out;
    },
  },

  "hero-it-telecommunications": {
    sm: { top: 90 },
    draw({ d, I, lite, c }) {
      let out = stage(I);
      out += building(I, 280, 60, 110, 100, 120, "white");
      // dish on roof
      const [dx, dy] = I.P(335, 110, 120);
      out += rect(dx - 4, dy - 40, 8, 40, 3, { fill: slate });
      out += ellipse(dx - 4, dy - 60, 44, 24, { fill: white, tf: `rotate(-35 ${n(dx)} ${n(dy - 60)})` });
      out += ellipse(dx, dy - 62, 36, 18, { fill: slate, tf: `rotate(-35 ${n(dx)} ${n(dy - 62)})` });
      out += path(`M${n(dx)} ${n(dy - 62)}L${n(dx + 30)} ${n(dy - 100)}`, {
        stroke: slate,
        sw: 4,
        fill: "none",
      });
      out += circle(dx + 30, dy - 100, 6, { fill: amber });
      // tower
      const [tx, ty] = I.P(150, 180, 0);
      out += shadow(I, 150, 180, 70);
      out += I.box(110, 140, 0, 80, 80, 12, "slate");
      const top = ty - 350;
      let lat = `M${n(tx - 62)} ${n(ty - 8)}L${n(tx - 12)} ${n(top)}M${n(tx + 62)} ${n(ty - 8)}L${n(tx + 12)} ${n(top)}`;
      const span = ty - 8 - top;
      const seg = span / 7;
      for (let i = 0; i < 7; i++) {
        const y1 = ty - 8 - i * seg;
        const y2 = y1 - seg;
        const w1 = 62 - (50 * i) / 7;
        const w2 = 62 - (50 * (i + 1)) / 7;
        lat += `M${n(tx - w1)} ${n(y1)}L${n(tx + w2)} ${n(y2)}M${n(tx + w1)} ${n(y1)}L${n(tx - w2)} ${n(y2)}M${n(tx - w2)} ${n(y2)}H${n(tx + w2)}`;
      }
      out += path(lat, { stroke: slate, sw: 5, fill: "none" });
      out +=
        rect(tx - 34, top + 20, 16, 52, 5, { fill: white }) +
        rect(tx + 18, top + 20, 16, 52, 5, { fill: white }) +
        rect(tx - 8, top + 10, 16, 56, 5, { fill: sky });
      out += arcs(tx, top - 6, [50, 86, 122], [mint, teal, sky], 7);
      out += circle(tx, top - 6, 12, { fill: amber });
      // houses
      out +=
        building(I, 260, 300, 60, 60, 60, "sky", { rows: 1, pitch: 20 }) +
        building(I, 340, 250, 60, 60, 80, "white", { rows: 2, pitch: 20 });
      // satellite
      if (!lite) {
        out += g(
          { transform: "rotate(-20 990 150)" },
          rect(900, 135, 60, 30, 4, { fill: bright }),
          rect(1020, 135, 60, 30, 4, { fill: bright }),
          path("M910 150H950M1030 150H1070", { stroke: sky, sw: 2, fill: "none" }),
          rect(965, 125, 50, 50, 8, { fill: white }),
          circle(990, 150, 10, { fill: amber }),
        );
        out += flow(
          [
            [960, 210],
            [920, 260],
            [860, 280],
            [dx + 36, dy - 110],
          ],
          mint,
        );
        out += badge(d, 1030, 600, 70, "chat", c, { shadowY: false });
        out += specks(SPECKS_B);
      }
      return out;
    },
  },
};
