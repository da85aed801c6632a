/**
 * A small monoline geometric "stroke font" (skeleton paths drawn with a round-capped stroke),
 * so the wordmark and the Open Graph tagline render identically everywhere without font files.
 * Units: baseline y = 0, x-height 500, cap height 700, y grows downwards.
 * Only the glyphs the brand assets and the partner wordmarks (catalog/partners.mjs) need are
 * defined.
 */
import { n } from "./svg.mjs";

const G = {
  " ": [260, ""],
  ",": [60, "M50 -40L10 90"],
  a: [500, "M250 -500A250 250 0 1 0 250 0A250 250 0 1 0 250 -500ZM500 -500V0"],
  c: [460, "M427 -427A250 250 0 1 0 427 -73"],
  d: [500, "M250 -500A250 250 0 1 0 250 0A250 250 0 1 0 250 -500ZM500 -740V0"],
  e: [500, "M0 -250H500A250 250 0 1 0 427 -73"],
  f: [270, "M100 0V-560A160 160 0 0 1 260 -720H280M0 -500H250"],
  g: [500, "M250 -500A250 250 0 1 0 250 0A250 250 0 1 0 250 -500ZM500 -500V20A230 180 0 0 1 270 200H170"],
  i: [0, "M0 -500V0M0 -690V-689.9"],
  j: [0, "M0 -500V100A100 100 0 0 1 -100 200M0 -690V-689.9"],
  l: [0, "M0 -740V0"],
  m: [620, "M0 0V-500M0 -270A155 230 0 0 1 310 -270V0M310 -270A155 230 0 0 1 620 -270V0"],
  n: [440, "M0 0V-500M0 -260A220 240 0 0 1 440 -260V0"],
  o: [500, "M250 -500A250 250 0 1 0 250 0A250 250 0 1 0 250 -500Z"],
  p: [500, "M250 -500A250 250 0 1 0 250 0A250 250 0 1 0 250 -500ZM0 -500V200"],
  r: [270, "M0 0V-500M0 -260A220 240 0 0 1 220 -500H270"],
  s: [
    440,
    "M410 -430C380 -480 320 -505 230 -505C120 -505 45 -460 45 -380C45 -295 130 -272 230 -256C340 -238 420 -210 420 -128C420 -45 340 0 225 0C135 0 65 -30 25 -80",
  ],
  t: [260, "M90 -680V-110A110 110 0 0 0 200 0H250M-20 -500H230"],
  u: [440, "M0 -500V-240A220 240 0 0 0 440 -240M440 -500V0"],
  v: [460, "M0 -500L230 0L460 -500"],
  w: [700, "M0 -500L175 0L350 -500L525 0L700 -500"],
  A: [620, "M0 0L310 -700L620 0M120 -240H500"],
  B: [460, "M0 -700H250A165 165 0 0 1 250 -370H0M250 -370H275A185 185 0 0 1 275 0H0V-700"],
  C: [600, "M597 -597A350 350 0 1 0 597 -103"],
  G: [700, "M597 -597A350 350 0 1 0 700 -350H400"],
  I: [0, "M0 -700V0"],
  L: [420, "M0 -700V0H420"],
  M: [580, "M0 0V-700L290 -190L580 -700V0"],
  N: [540, "M0 0V-700L540 0V-700"],
  O: [700, "M350 -700A350 350 0 1 0 350 0A350 350 0 1 0 350 -700Z"],
  S: [
    520,
    "M480 -600C440 -670 370 -705 265 -705C135 -705 55 -640 55 -530C55 -420 165 -388 275 -366C400 -342 495 -300 495 -190C495 -70 395 0 255 0C155 0 75 -40 25 -110",
  ],
  T: [540, "M0 -700H540M270 -700V0"],
  U: [540, "M0 -700V-270A270 270 0 0 0 540 -270V-700"],
};

/** Transforms an absolute-command skeleton path by scale k and offset (ox, oy). */
function place(d, k, ox, oy) {
  const tokens = d.match(/[MLHVCAQZ]|-?\d*\.?\d+/g) ?? [];
  let out = "";
  let i = 0;
  let cmd = "";
  const X = (v) => n(ox + v * k);
  const Y = (v) => n(oy + v * k);
  while (i < tokens.length) {
    if (/[A-Z]/.test(tokens[i])) {
      cmd = tokens[i++];
      out += cmd;
      if (cmd === "Z") continue;
    } else out += " ";
    const num = () => parseFloat(tokens[i++]);
    switch (cmd) {
      case "M":
      case "L":
        out += X(num()) + " " + Y(num());
        break;
      case "H":
        out += X(num());
        break;
      case "V":
        out += Y(num());
        break;
      case "C":
        out += [X(num()), Y(num()), X(num()), Y(num()), X(num()), Y(num())].join(" ");
        break;
      case "Q":
        out += [X(num()), Y(num()), X(num()), Y(num())].join(" ");
        break;
      case "A": {
        const rx = num() * k;
        const ry = num() * k;
        const rot = num();
        const large = num();
        const sweep = num();
        out += [n(rx), n(ry), rot, large, sweep, X(num()), Y(num())].join(" ");
        break;
      }
      default:
        throw new Error("unsupported path command " + cmd);
    }
  }
  return out;
}

/**
 * Lays out `text` with its baseline at (x, y). size = cap height in px; sw = stroke width in px;
 * track = extra space between letters in px. Returns { d, width }.
 */
export function strokeText(text, x, y, size, sw, track = 0) {
  const k = size / 700;
  let cursor = x + sw / 2;
  let d = "";
  [...text].forEach((ch) => {
    const glyph = G[ch];
    if (!glyph) throw new Error(`glyph "${ch}" is not in the stroke font`);
    const [adv, skel] = glyph;
    // glyphs whose skeleton starts left of 0 (j, t crossbar) are nudged right
    const nudge = ch === "t" ? 20 * k : ch === "j" ? 100 * k : 0;
    if (skel) d += place(skel, k, cursor + nudge, y);
    cursor += adv * k + nudge + (ch === " " ? 0 : sw + track);
  });
  return { d, width: cursor - x - track - sw / 2 };
}
