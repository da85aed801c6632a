import { describe, expect, it } from "vitest";
import { linkKind } from "~/lib/links";
import { parseMarkdown } from "~/lib/markdown";
import { linksOf, plainText } from "~/lib/rich-text";
import { legalPages, sectionMarkdown } from "./legal";
import { canonicalPagePaths } from "./page-paths";

/** A block's words as written, Markdown links read as their text. */
const written = (text: string) => text.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");

describe("the legal pages", () => {
  it("compile to rich text that says exactly what the blocks say (no text read as Markdown by accident)", () => {
    for (const page of legalPages) {
      for (const section of page.sections) {
        const expected = section.blocks
          .flatMap((block) => (typeof block === "string" ? [block] : block.list))
          .map(written);
        expect(
          plainText(parseMarkdown(sectionMarkdown(section)).body).split("\n"),
          `${page.path}#${section.id}`,
        ).toEqual(expected);
      }
    }
  });

  it("link only to pages of the site and to allowed addresses", () => {
    const links = legalPages.flatMap((page) =>
      page.sections.flatMap((section) => linksOf(parseMarkdown(sectionMarkdown(section)).body)),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const { href } of links) {
      if (linkKind(href) === "internal") expect(canonicalPagePaths, href).toContain(href.split("#")[0]);
      else expect(linkKind(href), href).toBe("external");
    }
  });
});
