import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompress } from "./precompress.mjs";

describe("precompress", () => {
  it("writes .br and .gz beside compressible files, which decompress to the original", () => {
    const root = mkdtempSync(join(tmpdir(), "precompress-"));
    mkdirSync(join(root, "assets"));
    const script = "export const words = '" + "content first on a slow phone ".repeat(200) + "';\n";
    writeFileSync(join(root, "assets", "app.js"), script);
    writeFileSync(join(root, "index.html"), "<!DOCTYPE html><p>" + "hello ".repeat(100) + "</p>");
    writeFileSync(join(root, "tiny.txt"), "a");
    writeFileSync(join(root, "photo.png"), Buffer.from([137, 80, 78, 71]));

    const totals = precompress(root);

    expect(brotliDecompressSync(readFileSync(join(root, "assets", "app.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(root, "assets", "app.js.gz"))).toString()).toBe(script);
    expect(existsSync(join(root, "index.html.br"))).toBe(true);
    // Not written: a variant that is not smaller, and files that are not compressible.
    expect(existsSync(join(root, "tiny.txt.br"))).toBe(false);
    expect(existsSync(join(root, "photo.png.gz"))).toBe(false);
    expect(totals.files).toBe(3);
    expect(totals.br).toBeLessThan(totals.bytes);
  });
});
