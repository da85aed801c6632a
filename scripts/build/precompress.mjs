/**
 * Precompression: next to every compressible file of the build, `<file>.br` (Brotli, maximum
 * quality) and `<file>.gz` (gzip, level 9), so servers send them as they are instead of
 * compressing each answer on the fly. Runs last in scripts/postbuild.mjs, after every step that
 * writes or changes a file. A variant that would not be smaller than the file is not written.
 * Large files are compressed once per content, in a cache folder: the editor's vendor bundle
 * (5 MB, the same in every build) alone takes 7 s of Brotli's maximum quality. The rest (about 7 s
 * of work for the pages, scripts and illustrations) runs on Node's thread pool, a few files at a
 * time, so every core takes a share.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { filesUnder } from "./html-files.mjs";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** From this size a file's variants are kept in the cache; smaller files take milliseconds. */
const CACHED_FROM = 100_000;
/** A cached variant not used by any build for this long is removed. */
const CACHE_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export const COMPRESSIBLE_EXTENSIONS = new Set([
  ".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".xml", ".txt", ".yml", ".ico", ".map",
]);

/** Compresses one buffer both ways; a variant is null when it is not smaller than the input. */
export async function compressBoth(buffer) {
  const [br, gz] = await Promise.all([
    brotliAsync(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }),
    gzipAsync(buffer, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br: br.length < buffer.length ? br : null, gz: gz.length < buffer.length ? gz : null };
}

/**
 * `compressBoth`, read from `cacheDir` when this content was compressed before (its variants are
 * named by a hash of it and of this file's settings). Only variants that are both smaller are kept.
 */
async function compressCached(buffer, cacheDir) {
  if (!cacheDir || buffer.length < CACHED_FROM) return compressBoth(buffer);
  const key = createHash("sha256").update(compressBoth.toString()).update(buffer).digest("hex");
  const [brFile, gzFile] = [join(cacheDir, `${key}.br`), join(cacheDir, `${key}.gz`)];
  if (existsSync(brFile) && existsSync(gzFile)) {
    const now = new Date();
    for (const file of [brFile, gzFile]) utimesSync(file, now, now);
    return { br: readFileSync(brFile), gz: readFileSync(gzFile) };
  }
  const variants = await compressBoth(buffer);
  if (variants.br && variants.gz) {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(brFile, variants.br);
    writeFileSync(gzFile, variants.gz);
  }
  return variants;
}

/** Removes the cached variants that no build has used for a week. */
function pruneCache(cacheDir) {
  if (!cacheDir || !existsSync(cacheDir)) return;
  const oldest = Date.now() - CACHE_KEPT_MS;
  for (const name of readdirSync(cacheDir)) {
    const file = join(cacheDir, name);
    if (statSync(file).mtimeMs < oldest) rmSync(file, { force: true });
  }
}

/**
 * Writes the `.br` and `.gz` files under `root`, large files' variants through `cacheDir` if
 * given; resolves to counts and byte totals for the log.
 */
export async function precompress(root, { cacheDir } = {}) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  pruneCache(cacheDir);
  // Cloudflare reads _worker.js itself; it is never sent to a browser.
  const queue = filesUnder(root).filter(
    (file) => COMPRESSIBLE_EXTENSIONS.has(extname(file)) && !file.endsWith("_worker.js"),
  );
  const compressNext = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const buffer = readFileSync(file);
      const { br, gz } = await compressCached(buffer, cacheDir);
      if (br) writeFileSync(`${file}.br`, br);
      if (gz) writeFileSync(`${file}.gz`, gz);
      totals.files += 1;
      totals.bytes += buffer.length;
      totals.br += (br ?? buffer).length;
      totals.gz += (gz ?? buffer).length;
    }
  };
  // Two compressions per file, each on a thread of the pool: one file per core keeps them all busy.
  await Promise.all(Array.from({ length: availableParallelism() }, compressNext));
  return totals;
}
