import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { extendTailwindMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { ArtImage } from "~/components/ui/art-image";
import { TextCardGrid } from "~/components/sections/text-card-grid";
import { cn } from "~/lib/cn";

/** tailwind-merge, taught our theme's font sizes: here only to find conflicting utilities. */
const twMerge = extendTailwindMerge({
  extend: { classGroups: { "font-size": [{ text: ["display", "title"] }] } },
});

function conflicts(html: string): string[] {
  return [...html.matchAll(/class="([^"]*)"/g)]
    .map((match) => match[1] ?? "")
    .filter((classes) => twMerge(classes) !== classes);
}

describe("cn", () => {
  it("joins class names and drops empty ones", () => {
    expect(cn("text-title font-bold", false, undefined, "text-ink", { hidden: false, flex: true })).toBe(
      "text-title font-bold text-ink flex",
    );
  });

  it("is used by components that take size or column props instead of conflicting classes", () => {
    const cards = [{ title: "One", text: "Text" }];
    const html = renderToStaticMarkup(
      createElement("div", null, [
        createElement(ArtImage, {
          key: 1,
          art: "career",
          alt: "",
          sizeClassName: "size-20",
          className: "rounded-xl",
        }),
        createElement(ArtImage, { key: 2, art: "career", alt: "", className: "rounded-card" }),
        createElement(TextCardGrid, { key: 3, cards, stackedOnLarge: true, numbered: true }),
        createElement(TextCardGrid, { key: 4, cards, twoUp: true }),
      ]),
    );
    expect(html).toContain('size-20 rounded-xl"');
    expect(conflicts(html)).toEqual([]);
  });
});
