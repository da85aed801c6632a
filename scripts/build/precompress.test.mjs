import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompress } from "./precompress.mjs";

describe("precompress", () => {
  it("writes .br and .gz beside compressible files, which decompress to the original", async () => {
    const root = mkdtempSync(join(tmpdir(), "precompress-"));
    mkdirSync(join(root, "assets"));
    const script = "export const words = '" + "content first on a slow phone ".repeat(200) + "';\n";
    writeFileSync(join(root, "assets", "app.js"), script);
    writeFileSync(join(root, "index.html"), "<!DOCTYPE html><p>" + "hello ".repeat(100) + "</p>");
    writeFileSync(join(root, "tiny.txt"), "a");
    writeFileSync(join(root, "photo.png"), Buffer.from([137, 80, 78, 71]));

    const totals = await precompress(root);

    expect(brotliDecompressSync(readFileSync(join(root, "assets", "app.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(root, "assets", "app.js.gz"))).toString()).toBe(script);
    expect(existsSync(join(root, "index.html.br"))).toBe(true);
    // Not written: a variant that is not smaller, and files that are not compressible.
    expect(existsSync(join(root, "tiny.txt.br"))).toBe(false);
    expect(existsSync(join(root, "photo.png.gz"))).toBe(false);
    expect(totals.files).toBe(3);
    expect(totals.br).toBeLessThan(totals.bytes);
  });

  it("compresses a large file once per content, through the cache, and drops what a week left unused", async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), "precompress-cache-"));
    const stale = join(cacheDir, "stale.br");
    writeFileSync(stale, "left by an old build");
    const weekAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    utimesSync(stale, weekAgo, weekAgo);
    const bundle = "export const editor = [" + Array.from({ length: 20_000 }, (_, i) => i).join(",") + "];\n";
    const build = async () => {
      const root = mkdtempSync(join(tmpdir(), "precompress-"));
      writeFileSync(join(root, "editor.js"), bundle);
      await precompress(root, { cacheDir });
      return root;
    };

    const first = await build();
    expect(brotliDecompressSync(readFileSync(join(first, "editor.js.br"))).toString()).toBe(bundle);
    expect(existsSync(stale)).toBe(false);
    const cached = readdirSync(cacheDir).sort();
    expect(cached).toHaveLength(2);
    expect(cached.map((name) => name.replace(/^\w+\./, ""))).toEqual(["br", "gz"]);

    // The next build takes the variants from the cache as they are.
    const marker = brotliCompressSync("from the cache");
    writeFileSync(join(cacheDir, cached[0]), marker);
    const second = await build();
    expect(readFileSync(join(second, "editor.js.br"))).toEqual(marker);
    expect(gunzipSync(readFileSync(join(second, "editor.js.gz"))).toString()).toBe(bundle);
  });
});
