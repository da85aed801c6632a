#!/usr/bin/env node
/**
 * Writes every illustration named in NAMES.md to public/art/ (plus "-sm" phone variants of the
 * scenes), the brand assets to public/brand/ and public/favicon.svg, and the partner wordmarks
 * to public/partners/. No dependencies.
 *   node scripts/art/generate.mjs
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SCENES } from "./catalog/index.mjs";
import { motif } from "./catalog/motifs.mjs";
import { renderScene } from "./catalog/stage.mjs";
import { ICONS } from "./lib/icons.mjs";
import { brandAssets } from "./brand.mjs";
import { partnerLogos } from "./catalog/partners.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const pub = path.join(root, "public");

/** Reads the two name lists from NAMES.md (the contract with the content files). */
function readNames() {
  const md = fs.readFileSync(path.join(here, "NAMES.md"), "utf8");
  const section = (title) => {
    const start = md.indexOf(title);
    if (start < 0) throw new Error(`NAMES.md: section "${title}" not found`);
    const rest = md.slice(md.indexOf("\n", start) + 1);
    const end = rest.search(/\n## /);
    return (end < 0 ? rest : rest.slice(0, end))
      .split(/[\s,]+/)
      .map((s) => s.trim())
      .filter((s) => /^[a-z0-9-]+$/.test(s));
  };
  return { scenes: section("## Hero scenes"), motifs: section("## Spot motifs") };
}

function write(rel, text) {
  const file = path.join(pub, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return Buffer.byteLength(text);
}

const { scenes, motifs } = readNames();
const missing = [...scenes.filter((s) => !SCENES[s]), ...motifs.filter((m) => !ICONS[m])];
if (missing.length) {
  console.error("No composition for: " + missing.join(", "));
  process.exit(1);
}

fs.rmSync(path.join(pub, "art"), { recursive: true, force: true });
const report = [];
for (const name of scenes) {
  report.push([`art/${name}.svg`, write(`art/${name}.svg`, renderScene(SCENES[name]))]);
  report.push([`art/${name}-sm.svg`, write(`art/${name}-sm.svg`, renderScene(SCENES[name], true))]);
}
for (const name of motifs) report.push([`art/${name}.svg`, write(`art/${name}.svg`, motif(name))]);
for (const [rel, text] of Object.entries(brandAssets(SCENES["hero-home"]))) report.push([rel, write(rel, text)]);
// A real logo dropped into app/content/partner-logos/<slug>.svg replaces the drawn one.
const realLogos = path.resolve(pub, "../app/content/partner-logos");
for (const [rel, text] of Object.entries(partnerLogos())) {
  const real = path.join(realLogos, path.basename(rel));
  report.push([rel, write(rel, fs.existsSync(real) ? fs.readFileSync(real, "utf8") : text)]);
}

const total = report.reduce((s, [, b]) => s + b, 0);
const max = report.reduce((m, r) => (r[1] > m[1] ? r : m));
const limits = [[/-sm\.svg$/, 10240], [/art\/(hero|article)-/, 20480], [/art\//, 8192], [/^partners\//, 6144]];
const over = report.filter(([rel, b]) => {
  const lim = limits.find(([re]) => re.test(rel));
  return lim && b > lim[1];
});
console.log(`${report.length} files, ${(total / 1024).toFixed(1)} KB total, largest ${max[0]} (${(max[1] / 1024).toFixed(1)} KB)`);
if (over.length) console.log("Over budget: " + over.map(([r, b]) => `${r} ${(b / 1024).toFixed(1)} KB`).join(", "));
