import islandRuntime from "astro/runtime/server/astro-island.prebuilt.js";
import { ISLAND_STYLES } from "astro/runtime/server/astro-island-styles.js";
import { describe, expect, it } from "vitest";
import { extractDeferredScripts, placeHeadScript } from "./page-scripts.mjs";

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

describe("placeHeadScript", () => {
  const head = (inside) =>
    `<!doctype html><html><head><meta charset="utf-8">${inside}</head><body><p>Hi</p></body></html>`;

  it("puts the marked script right after the stylesheet link, unmarked", () => {
    const html = head(
      '<script data-after-styles>var a=1</script><title>T</title><link rel="stylesheet" href="/assets/s.css">',
    );
    expect(placeHeadScript(html)).toBe(
      head('<title>T</title><link rel="stylesheet" href="/assets/s.css"><script>var a=1</script>'),
    );
  });

  it("leaves the script in its place, unmarked, on a page without a stylesheet, and a page without it as it is", () => {
    expect(placeHeadScript(head("<script data-after-styles>var a=1</script>"))).toBe(
      head("<script>var a=1</script>"),
    );
    expect(placeHeadScript(head("<title>T</title>"))).toBe(head("<title>T</title>"));
  });

  it("moves a script with dollar signs as it is", () => {
    const html = head(
      '<script data-after-styles>var $=1,b="$&$1$$"</script><link rel="stylesheet" href="/s.css">',
    );
    expect(placeHeadScript(html)).toContain(
      '<link rel="stylesheet" href="/s.css"><script>var $=1,b="$&$1$$"</script>',
    );
    expect(placeHeadScript(html.replace(/<link[^>]*>/, ""))).toContain('<script>var $=1,b="$&$1$$"</script>');
  });
});
