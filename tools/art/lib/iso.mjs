/**
 * Isometric drawing (30 degree projection). World axes: x runs to the lower right, y to the
 * lower left, z up. Draw calls return SVG strings; callers order them back to front.
 */
import { n, poly, path, ellipse } from "./svg.mjs";
import { ink, navy, blue, bright, sky, teal, mint, amber, white, slate, mix } from "./palette.mjs";

const C = Math.cos(Math.PI / 6);
const RX = Math.SQRT2 * C; // iso circle: horizontal radius factor
const RY = Math.SQRT2 * 0.5; // iso circle: vertical radius factor

/** Face colours of the box materials (top, left = +y face, right = +x face). */
export const MAT = {
  blue: { top: bright, left: blue, right: mix(blue, ink, 0.42) },
  deep: { top: mix(blue, navy, 0.35), left: mix(navy, blue, 0.35), right: mix(navy, ink, 0.4) },
  white: { top: white, left: slate, right: mix(slate, blue, 0.42) },
  sky: { top: mix(sky, white, 0.45), left: sky, right: mix(sky, blue, 0.5) },
  teal: { top: mix(teal, mint, 0.5), left: teal, right: mix(teal, navy, 0.45) },
  mint: { top: mix(mint, white, 0.4), left: mint, right: mix(mint, teal, 0.5) },
  amber: { top: mix(amber, white, 0.45), left: amber, right: mix(amber, navy, 0.32) },
  navy: { top: mix(navy, blue, 0.4), left: navy, right: mix(navy, ink, 0.6) },
  slate: { top: mix(slate, white, 0.5), left: mix(slate, sky, 0.3), right: mix(slate, navy, 0.45) },
};

export class Iso {
  /** (ox, oy) is the screen position of the world origin; s is the scale. */
  constructor(doc, ox, oy, s = 1) {
    this.d = doc;
    this.ox = ox;
    this.oy = oy;
    this.s = s;
  }

  P(x, y, z = 0) {
    return [this.ox + (x - y) * C * this.s, this.oy + (x + y) * 0.5 * this.s - z * this.s];
  }

  /** Arbitrary 3D polygon. */
  face(points, o) {
    return path(poly(points.map((p) => this.P(...p))), o);
  }

  /** 3D polyline (open). */
  line(points, o) {
    return path(
      poly(
        points.map((p) => this.P(...p)),
        false,
      ),
      o,
    );
  }

  /** Box from (x, y, z) with size w (x) d (y) h (z). m = material name or {top,left,right}. */
  box(x, y, z, w, d, h, m = "blue", o = {}) {
    const M = typeof m === "string" ? MAT[m] : m;
    const P = (a, b, c) => this.P(a, b, c);
    const top = [P(x, y, z + h), P(x + w, y, z + h), P(x + w, y + d, z + h), P(x, y + d, z + h)];
    const left = [P(x, y + d, z + h), P(x + w, y + d, z + h), P(x + w, y + d, z), P(x, y + d, z)];
    const right = [P(x + w, y, z + h), P(x + w, y + d, z + h), P(x + w, y + d, z), P(x + w, y, z)];
    let out =
      path(poly(left), { fill: M.left }) +
      path(poly(right), { fill: M.right }) +
      path(poly(top), { fill: M.top });
    if (o.rim) {
      // a thin light edge on the front corner lines, for definition on dark backgrounds
      out += path(poly([P(x, y + d, z + h), P(x + w, y + d, z + h), P(x + w, y, z + h)], false), {
        stroke: o.rim,
        sw: o.rimW ?? 1.5,
        sop: o.rimOp ?? 0.8,
        fill: "none",
      });
    }
    return out;
  }

  /** Vertical cylinder standing at centre (x, y), base z, radius r, height h. */
  cyl(x, y, z, r, h, m = "blue", o = {}) {
    const M = typeof m === "string" ? MAT[m] : m;
    const [cx, ct] = this.P(x, y, z + h);
    const [, cb] = this.P(x, y, z);
    const rx = r * RX * this.s;
    const ry = r * RY * this.s;
    const side = this.d.lin(
      [
        [0, M.left],
        [0.55, M.left],
        [1, M.right],
      ],
      [0, 0, 1, 0],
    );
    let out = path(
      `M${n(cx - rx)} ${n(ct)}V${n(cb)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(cb)}V${n(ct)}Z`,
      { fill: side },
    );
    out += ellipse(cx, ct, rx, ry, { fill: o.top ?? M.top });
    return out;
  }

  /** Flat ellipse (an iso circle) on the floor plane at height z. */
  disc(x, y, z, r, o) {
    const [cx, cy] = this.P(x, y, z);
    return ellipse(cx, cy, r * RX * this.s, r * RY * this.s, o);
  }

  /** Dome (half sphere) of radius r on base z. */
  dome(x, y, z, r, m = "white") {
    const M = typeof m === "string" ? MAT[m] : m;
    const [cx, cy] = this.P(x, y, z);
    const rx = r * RX * this.s;
    const ry = r * RY * this.s;
    const fill = this.d.lin(
      [
        [0, M.top],
        [0.5, M.left],
        [1, M.right],
      ],
      [0, 0, 1, 0.4],
    );
    return path(
      `M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(r * this.s * 1.05)} 0 0 1 ${n(cx + rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx - rx)} ${n(cy)}Z`,
      { fill },
    );
  }

  /* Affine transforms that map flat 2D drawings (x right, y down) onto iso planes. */
  _m(a, b, c, d, x, y, z) {
    const [e, f] = this.P(x, y, z);
    const s = this.s;
    return `matrix(${[a * s, b * s, c * s, d * s, e, f].map(n).join(" ")})`;
  }
  /** Floor plane: u -> +x, v -> +y, origin (x, y, z). */
  floor(x, y, z = 0) {
    return this._m(C, 0.5, -C, 0.5, x, y, z);
  }
  /** Wall facing the lower left (plane y = const): u -> +x, v -> down. Origin = top-left corner. */
  wallL(x, y, z) {
    return this._m(C, 0.5, 0, 1, x, y, z);
  }
  /** Wall facing the lower right (plane x = const): u -> -y, v -> down. Origin = top-left corner. */
  wallR(x, y, z) {
    return this._m(C, -0.5, 0, 1, x, y, z);
  }

  /**
   * The stage every hero scene stands on: a thin slab with a faint grid, a light rim and a
   * soft glow underneath. Returns [behind, slab] so scenes can put shadows between.
   */
  platform(x, y, w, d, h = 18, o = {}) {
    const D = this.d;
    const step = o.grid ?? 40;
    const [gx, gy] = this.P(x + w / 2, y + d / 2, 0);
    const glowR = (w + d) * 0.62 * this.s;
    const glow = ellipse(gx, gy + 10, glowR, glowR * 0.62, {
      fill: D.rad([
        [0, bright, 0.4],
        [0.55, blue, 0.14],
        [1, blue, 0],
      ]),
    });
    const M = {
      top: D.lin(
        [
          [0, mix(navy, blue, 0.5)],
          [1, mix(navy, blue, 0.18)],
        ],
        [0, 0, 0.3, 1],
      ),
      left: D.lin(
        [
          [0, blue],
          [1, mix(blue, navy, 0.6)],
        ],
        [0, 0, 1, 0],
      ),
      right: mix(navy, ink, 0.2),
    };
    let slab = this.box(x, y, -h, w, d, h, M, { rim: sky, rimW: 1.5, rimOp: 0.55 });
    let grid = "";
    for (let i = step; i < w; i += step) grid += poly([this.P(x + i, y, 0), this.P(x + i, y + d, 0)], false);
    for (let j = step; j < d; j += step) grid += poly([this.P(x, y + j, 0), this.P(x + w, y + j, 0)], false);
    slab += path(grid, { stroke: sky, sw: 1, sop: o.gridOp ?? 0.12, fill: "none" });
    return [glow, slab];
  }
}

export { C as COS30, RX, RY };
