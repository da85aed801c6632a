import { describe, expect, it } from "vitest";
import { SERVICE_CAROUSEL } from "~/content/constants";
import { splitParagraphs } from "../ui/paragraphs";
import { carouselCss } from "./carousel";
import { stepNumber } from "./numbered-step";
import { stepIndentPercent } from "./strategy-steps";

describe("strategy steps", () => {
  it("numbers with two digits and indents (50 - 10 x step)%", () => {
    expect([0, 1, 4, 9].map(stepNumber)).toEqual(["01", "02", "05", "10"]);
    expect([1, 2, 3, 4, 5].map(stepIndentPercent)).toEqual([40, 30, 20, 10, 0]);
    expect(stepIndentPercent(7)).toBe(0);
  });
});

describe("paragraphs", () => {
  it("turns line breaks into paragraphs and drops empty ones", () => {
    expect(splitParagraphs("One.\n\nTwo.\nThree.\n\n\n")).toEqual(["One.", "Two.", "Three."]);
  });
});

describe("carouselCss", () => {
  it("shows the widest count by default and each breakpoint's count at or below its width", () => {
    const css = carouselCss("c1", SERVICE_CAROUSEL);
    const rule = (visible: number) =>
      `[data-carousel="c1"] [data-track]>*{flex:0 0 calc((100% - ${visible - 1} * 1.5rem) / ${visible})}`;
    expect(css.startsWith(rule(3))).toBe(true);
    expect(css).toContain(`@media (max-width:992px){${rule(2)}}`);
    expect(css).toContain(`@media (max-width:560px){${rule(1)}}`);
    // Narrower breakpoints come later so they win.
    expect(css.indexOf("max-width:1024px")).toBeLessThan(css.indexOf("max-width:560px"));
  });
});
