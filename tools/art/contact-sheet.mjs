#!/usr/bin/env node
/**
 * Builds an HTML contact sheet of the generated art (heroes on the navy hero background,
 * motifs on white cards, phone variants, partner wordmarks) and optionally screenshots it.
 *   node tools/art/contact-sheet.mjs                 -> writes /tmp/art-sheet.html
 *   node tools/art/contact-sheet.mjs --shot          -> also /tmp/art-sheet.png (1440 x 4000)
 *   node tools/art/contact-sheet.mjs --only motifs   -> one section (heroes|sm|motifs|partners)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { findChromium } from "../../scripts/lib/chromium.mjs";
import { SCENES } from "./catalog/index.mjs";
import { ICONS } from "./lib/icons.mjs";
import { ink, navy, slate, white } from "./lib/palette.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const pub = path.resolve(here, "../../public");
const args = process.argv.slice(2);
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : null;
const out = path.join(os.tmpdir(), only ? `art-sheet-${only}.html` : "art-sheet.html");

const scenes = Object.keys(SCENES);
const motifs = Object.keys(ICONS);
const url = (rel) => "file://" + path.join(pub, rel);
const kb = (rel) => (fs.statSync(path.join(pub, rel)).size / 1024).toFixed(1) + " KB";

const css = `body{margin:0;font:12px/1.3 system-ui,sans-serif;background:${white};color:${ink};width:1440px}
h2{margin:0;padding:14px 20px 6px;font-size:15px}
.dark{background:linear-gradient(135deg,${ink},${navy});color:${slate}}
.grid{display:flex;flex-wrap:wrap;gap:10px;padding:8px 20px 18px}
figure{margin:0}figcaption{padding:3px 2px;opacity:.8}
.card{background:#fff;border-radius:16px;box-shadow:0 4px 14px rgba(11,21,51,.12);padding:8px}
.card img{display:block;border-radius:12px}`;

const sec = [];
if (!only || only === "heroes")
  sec.push(
    `<section class="dark"><h2>Hero and article scenes (1200x900) on the hero background</h2><div class="grid">${scenes
      .map(
        (s) =>
          `<figure><img src="${url(`art/${s}.svg`)}" width="268" height="201"><figcaption>${s} · ${kb(`art/${s}.svg`)}</figcaption></figure>`,
      )
      .join("")}</div></section>`,
  );
if (!only || only === "sm")
  sec.push(
    `<section class="dark"><h2>Phone variants (-sm, 800x600)</h2><div class="grid">${scenes
      .map(
        (s) =>
          `<figure><img src="${url(`art/${s}-sm.svg`)}" width="224" height="168"><figcaption>${s}-sm · ${kb(`art/${s}-sm.svg`)}</figcaption></figure>`,
      )
      .join("")}</div></section>`,
  );
if (!only || only === "motifs")
  sec.push(
    `<section><h2>Spot motifs (480x480) on white cards</h2><div class="grid">${motifs
      .map(
        (m) =>
          `<figure class="card"><img src="${url(`art/${m}.svg`)}" width="112" height="112"><figcaption>${m} · ${kb(`art/${m}.svg`)}</figcaption></figure>`,
      )
      .join("")}</div></section>`,
  );

if (!only || only === "partners") {
  const slugs = fs
    .readdirSync(path.join(pub, "partners"))
    .filter((f) => f.endsWith(".svg"))
    .map((f) => f.slice(0, -4))
    .sort();
  const row = (h, style, label) =>
    `<div class="grid" style="align-items:center">${slugs
      .map(
        (p) =>
          `<figure class="card" style="padding:12px 18px"><img src="${url(`partners/${p}.svg`)}" height="${h}" style="${style}"><figcaption>${p} · ${kb(`partners/${p}.svg`)}${label}</figcaption></figure>`,
      )
      .join("")}</div>`;
  sec.push(
    `<section><h2>Partner wordmarks (240x80) on white cards: 48px greyscale (rest), 48px colour (hover), 80px</h2>${row(48, "filter:grayscale(1);opacity:.75", " · rest")}${row(48, "", " · hover")}${row(80, "", "")}</section>`,
  );
}

fs.writeFileSync(
  out,
  `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>${sec.join("")}</body></html>`,
);
console.log("wrote " + out);

if (args.includes("--shot")) {
  const png = out.replace(/\.html$/, ".png");
  const height = only ? (only === "motifs" ? 900 : only === "partners" ? 520 : 1700) : 4400;
  execFileSync(
    await findChromium(),
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--hide-scrollbars",
      `--window-size=1440,${height}`,
      `--screenshot=${png}`,
      "file://" + out,
    ],
    { stdio: "ignore" },
  );
  console.log("wrote " + png);
}
