/**
 * Tiny SVG writer: number formatting (max. 1 decimal), element/path builders, a per-file
 * document that collects gradient definitions once, and a seeded PRNG.
 */

/** Formats a number with at most one decimal and without a leading zero ("0.5" -> ".5"). */
export function n(v) {
  const r = Math.round(v * 10) / 10;
  if (r === 0) return "0";
  let s = String(r);
  if (s.startsWith("0.")) s = s.slice(1);
  else if (s.startsWith("-0.")) s = "-" + s.slice(2);
  return s;
}

/** Builds an element; attribute values that are null/undefined/false are skipped. */
export function el(tag, attrs = {}, ...children) {
  let out = "<" + tag;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    out += " " + k + '="' + (typeof v === "number" ? n(v) : v) + '"';
  }
  const body = children.flat(Infinity).filter(Boolean).join("");
  return body ? out + ">" + body + "</" + tag + ">" : out + "/>";
}

/** Path data for a polyline/polygon given as [[x, y], ...]. */
export function poly(points, close = true) {
  let d = "M" + points.map(([x, y]) => n(x) + " " + n(y)).join(" ");
  return close ? d + "Z" : d;
}

/** A <path> with the usual paint attributes. `o` may hold fill, stroke, sw, op, extra attrs. */
export function path(d, o = {}) {
  return el("path", paint(o, { d }));
}

/** Maps the short paint options used across the generator to SVG attributes. */
export function paint(o = {}, base = {}) {
  const a = { ...base };
  if (o.fill !== undefined) a.fill = o.fill;
  if (o.stroke) {
    a.stroke = o.stroke;
    a["stroke-width"] = o.sw ?? 2;
    if (o.cap !== false) a["stroke-linecap"] = "round";
    if (o.cap !== false) a["stroke-linejoin"] = "round";
    if (o.dash) a["stroke-dasharray"] = o.dash;
    if (o.sop !== undefined) a["stroke-opacity"] = o.sop;
  }
  if (o.op !== undefined && o.op !== 1) a.opacity = o.op;
  if (o.fop !== undefined) a["fill-opacity"] = o.fop;
  if (o.tf) a.transform = o.tf;
  if (o.rule) a["fill-rule"] = o.rule;
  return a;
}

export const rect = (x, y, w, h, r, o = {}) =>
  el("rect", paint(o, { x, y, width: w, height: h, rx: r || null }));
export const circle = (cx, cy, r, o = {}) => el("circle", paint(o, { cx, cy, r }));
export const ellipse = (cx, cy, rx, ry, o = {}) => el("ellipse", paint(o, { cx, cy, rx, ry }));
export const line = (x1, y1, x2, y2, o = {}) => path(`M${n(x1)} ${n(y1)} ${n(x2)} ${n(y2)}`, o);
export const g = (attrs, ...children) => el("g", attrs, ...children);

/** One SVG file: collects <defs> (gradients) once and renders the root element. */
export class Doc {
  constructor(width, height) {
    this.w = width;
    this.h = height;
    this.defs = [];
    this.keys = new Map();
  }

  _def(key, make) {
    if (!this.keys.has(key)) {
      const id = "a" + this.keys.size.toString(36);
      this.keys.set(key, id);
      this.defs.push(make(id));
    }
    return `url(#${this.keys.get(key)})`;
  }

  static stops(stops) {
    return stops.map(([offset, color, opacity]) =>
      el("stop", { offset, "stop-color": color, "stop-opacity": opacity ?? null }),
    );
  }

  /** Linear gradient in the shape's bounding box; dir = [x1, y1, x2, y2] (default top->bottom). */
  lin(stops, dir = [0, 0, 0, 1]) {
    const [x1, y1, x2, y2] = dir;
    return this._def("l" + JSON.stringify([stops, dir]), (id) =>
      el(
        "linearGradient",
        { id, x1: x1 || null, y1: y1 || null, x2: x2 === 1 ? null : x2, y2: y2 || null },
        Doc.stops(stops),
      ),
    );
  }

  /** Linear gradient in user space (for gradients shared by several shapes). */
  linU(stops, x1, y1, x2, y2) {
    return this._def("u" + JSON.stringify([stops, x1, y1, x2, y2]), (id) =>
      el("linearGradient", { id, gradientUnits: "userSpaceOnUse", x1, y1, x2, y2 }, Doc.stops(stops)),
    );
  }

  /** Radial gradient in the shape's bounding box. */
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5) {
    return this._def("r" + JSON.stringify([stops, cx, cy, r]), (id) =>
      el(
        "radialGradient",
        { id, cx: cx === 0.5 ? null : cx, cy: cy === 0.5 ? null : cy, r: r === 0.5 ? null : r },
        Doc.stops(stops),
      ),
    );
  }

  render(body, { viewW = this.w, viewH = this.h } = {}) {
    const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${viewW} ${viewH}">`;
    const defs = this.defs.length ? "<defs>" + this.defs.join("") + "</defs>" : "";
    return head + defs + [body].flat(Infinity).filter(Boolean).join("") + "</svg>\n";
  }
}

/** Deterministic PRNG (mulberry32) seeded from a string. */
export function rng(seedText) {
  let h = 1779033703 ^ seedText.length;
  for (let i = 0; i < seedText.length; i++) {
    h = Math.imul(h ^ seedText.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
