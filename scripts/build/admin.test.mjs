import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pageAnchors } from "./admin.mjs";

let dir;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe("the editor's anchors file", () => {
  it("lists each rendered page's element ids by its path, resources and missing pages left out", () => {
    dir = mkdtempSync(join(tmpdir(), "anchors-"));
    mkdirSync(join(dir, "careers"));
    writeFileSync(join(dir, "index.html"), '<main id="main"><h2 id="b"></h2><p id="a"></p></main>');
    writeFileSync(join(dir, "careers", "qa.html"), '<section id="apply"></section>');
    const manifest = [
      { path: "/", kind: "page" },
      { path: "/careers/qa", kind: "page" },
      { path: "/gone", kind: "page" },
      { path: "/robots.txt", kind: "resource" },
    ];
    expect(pageAnchors(dir, manifest)).toEqual({ "/": ["a", "b", "main"], "/careers/qa": ["apply"] });
  });
});
