import { describe, expect, it } from "vitest";
import { excerptParts } from "./excerpt";
import { bestExcerpt } from "./pagefind";

describe("excerptParts", () => {
  it("splits the matches out as marked runs", () => {
    expect(excerptParts("Build a <mark>flow</mark> with <mark>Flow</mark> Builder")).toEqual([
      { text: "Build a ", mark: false },
      { text: "flow", mark: true },
      { text: " with ", mark: false },
      { text: "Flow", mark: true },
      { text: " Builder", mark: false },
    ]);
  });

  it("decodes entities to text and drops any other tag", () => {
    expect(
      excerptParts("R&amp;D &lt;script&gt; <b>bold</b> <img src=x onerror=alert(1)>&#39;&#x41;"),
    ).toEqual([{ text: "R&D <script> bold 'A", mark: false }]);
  });

  it("keeps unknown entities as they are and handles an empty excerpt", () => {
    expect(excerptParts("a &bogus; b")).toEqual([{ text: "a &bogus; b", mark: false }]);
    expect(excerptParts("")).toEqual([]);
  });
});

describe("bestExcerpt", () => {
  it("prefers the section excerpt with the most matched words", () => {
    const page = {
      excerpt: "A guide to <mark>Flow</mark> Builder",
      sub_results: [
        { excerpt: "nothing" },
        { excerpt: "<mark>Flow</mark> <mark>Trigger</mark> <mark>Explorer</mark> shows" },
      ],
    };
    expect(bestExcerpt(page)).toBe("<mark>Flow</mark> <mark>Trigger</mark> <mark>Explorer</mark> shows");
    expect(bestExcerpt({ excerpt: "only <mark>one</mark>" })).toBe("only <mark>one</mark>");
  });
});
