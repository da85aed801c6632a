import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BLOG_CAROUSEL, SERVICE_CAROUSEL } from "~/content/constants";
import { splitParagraphs } from "../ui/paragraphs";
import { Carousel, carouselCss } from "./carousel";
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

describe("Carousel", () => {
  const render = (settings: typeof SERVICE_CAROUSEL | typeof BLOG_CAROUSEL) =>
    renderToStaticMarkup(
      createElement(Carousel<string>, {
        label: "What we do",
        items: ["a", "b", "c", "d"],
        settings,
        getKey: (item) => item,
        renderItem: (item) => item.toUpperCase(),
      }),
    );

  it("is static markup for the carousel script: the slides once, the buttons enabled", () => {
    const html = render(SERVICE_CAROUSEL);
    expect(html).toMatch(
      /^<div class="group\/carousel relative" role="group" aria-roledescription="carousel" aria-label="What we do" data-carousel="[\w-]+" data-scroll="1" data-visible="3" data-autoplay-ms="5000">/,
    );
    expect([...html.matchAll(/aria-label="(\d) of 4"/g)].map((match) => match[1])).toEqual([
      "1",
      "2",
      "3",
      "4",
    ]);
    // The copies that make the loop are the script's, only once the slides overflow.
    expect(html.match(/snap-start/g)).toHaveLength(4);
    expect(
      [...html.matchAll(/<button type="button"(?: aria-label="([^"]+)")? (data-[a-z]+)="([^"]*)"/g)].map(
        (m) => m.slice(1),
      ),
    ).toEqual([
      ["Previous slide", "data-move", "-1"],
      [undefined, "data-pause", ""],
      ["Next slide", "data-move", "1"],
    ]);
    expect(html).not.toMatch(/<button[^>]* disabled[ =>]/);
    // The Pause button's name and icon switch with data-paused in CSS: both words are there.
    expect(html).toContain(">Pause carousel</span>");
    expect(html).toContain(">Play carousel</span>");
  });

  it("has no Pause button without autoplay", () => {
    const html = render(BLOG_CAROUSEL);
    expect(html).not.toContain("data-autoplay-ms");
    expect(html).not.toContain("data-pause");
    expect(html).toContain('aria-label="Next slide"');
  });
});
