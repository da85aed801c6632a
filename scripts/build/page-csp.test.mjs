import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./page-csp.mjs";

const sha = (body) => `sha256-${createHash("sha256").update(body).digest("base64")}`;
describe("inlineScriptHashes", () => {
  it("hashes the scripts that run inline, once each, and skips data blocks and external scripts", () => {
    const html = [
      "<script>a()</script>",
      '<script type="module">b()</script>',
      "<script>a()</script>",
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module" src="/assets/entry.js"></script>',
      "<script></script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")].sort());
  });
});
