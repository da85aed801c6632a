import { describe, expect, it } from "vitest";
import { inlinePageCss } from "./inline-css.mjs";

describe("inlinePageCss", () => {
  it("puts the whole stylesheet inline and keeps its link, disabled, for React to hydrate", () => {
    const html = '<head><link rel="stylesheet" href="/assets/app-1.css"/><link rel="icon" href="/f.svg"></head>';
    expect(inlinePageCss(html, "a{b:c}.x::after{content:'$&'}")).toBe(
      '<head><style>a{b:c}.x::after{content:\'$&\'}</style><link rel="stylesheet" href="/assets/app-1.css" disabled><link rel="icon" href="/f.svg"></head>',
    );
  });

  it("leaves a page that links no stylesheet of ours alone", () => {
    const html = '<head><link rel="stylesheet" href="https://elsewhere.example/a.css"></head>';
    expect(inlinePageCss(html, "a{}")).toBe(html);
  });
});
