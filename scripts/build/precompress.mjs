/**
 * Precompression: next to every compressible file of the build, `<file>.br` (Brotli, maximum
 * quality) and `<file>.gz` (gzip, level 9), so servers send them as they are instead of
 * compressing each answer on the fly. Runs last in scripts/postbuild.mjs, after every step that
 * writes or changes a file. A variant that would not be smaller than the file is not written.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { extname } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { filesUnder } from "./html-files.mjs";

export const COMPRESSIBLE_EXTENSIONS = new Set([
  ".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".xml", ".txt", ".yml", ".ico", ".map",
]);

/** Compresses one buffer both ways; a variant is null when it is not smaller than the input. */
export function compressBoth(buffer) {
  const br = brotliCompressSync(buffer, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
  const gz = gzipSync(buffer, { level: constants.Z_BEST_COMPRESSION });
  return { br: br.length < buffer.length ? br : null, gz: gz.length < buffer.length ? gz : null };
}

/** Writes the `.br` and `.gz` files under `root`; returns counts and byte totals for the log. */
export function precompress(root) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const file of filesUnder(root)) {
    // Cloudflare reads _worker.js itself; it is never sent to a browser.
    if (!COMPRESSIBLE_EXTENSIONS.has(extname(file)) || file.endsWith("_worker.js")) continue;
    const buffer = readFileSync(file);
    const { br, gz } = compressBoth(buffer);
    if (br) writeFileSync(`${file}.br`, br);
    if (gz) writeFileSync(`${file}.gz`, gz);
    totals.files += 1;
    totals.bytes += buffer.length;
    totals.br += (br ?? buffer).length;
    totals.gz += (gz ?? buffer).length;
  }
  return totals;
}
