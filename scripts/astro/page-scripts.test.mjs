import islandRuntime from "astro/runtime/server/astro-island.prebuilt.js";
import { ISLAND_STYLES } from "astro/runtime/server/astro-island-styles.js";
import { describe, expect, it } from "vitest";
import { extractDeferredScripts } from "./page-scripts.mjs";

// A directive as Astro inlines it (the shape of its built-in ones and of client:use).
const directive = (name) =>
  `(()=>{var e=async(t)=>{await(await t())()};(self.Astro||(self.Astro={})).${name}=e;window.dispatchEvent(new Event("astro:${name}"));})();`;

const page = ({ deferred = true, islands = true } = {}) =>
  [
    "<!doctype html><html><head><script>var head=1</script></head><body>",
    islands
      ? `<style>${ISLAND_STYLES}</style><script>${directive("use")}</script><script>${islandRuntime}</script>`
      : "",
    islands
      ? `<astro-island client="use"></astro-island><script>${directive("idle")}</script><astro-island client="idle"></astro-island>`
      : "",
    deferred ? "<script data-deferred>var later=1</script>" : "",
    "</body></html>",
  ].join("");

describe("extractDeferredScripts", () => {
  it("takes out Astro's island style, directives and runtime and our deferred scripts, in order", () => {
    const { html, code } = extractDeferredScripts(page());
    expect(html).toBe(
      '<!doctype html><html><head><script>var head=1</script></head><body><astro-island client="use"></astro-island><astro-island client="idle"></astro-island></body></html>',
    );
    expect(code).toBe(["var later=1", directive("use"), directive("idle"), islandRuntime].join(";\n"));
    expect(() => new Function(code)).not.toThrow();
  });

  it("leaves every other inline script in the page", () => {
    const { html } = extractDeferredScripts(page());
    expect(html).toContain("<script>var head=1</script>");
  });

  it("moves a page's deferred scripts when it has no island, and ignores a page with neither", () => {
    expect(extractDeferredScripts(page({ islands: false }))?.code).toBe("var later=1");
    expect(extractDeferredScripts(page({ islands: false, deferred: false }))).toBeNull();
  });
});
