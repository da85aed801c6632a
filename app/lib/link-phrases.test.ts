import { describe, expect, it } from "vitest";
import { linkPhrases } from "./link-phrases";

describe("linkPhrases", () => {
  it("links the first occurrence of each phrase in text order, keeping the text's casing", () => {
    const segments = linkPhrases("Our IT consulting and staffing teams. More staffing.", [
      { phrase: "staffing", href: "/staffing" },
      { phrase: "it consulting", href: "/it" },
    ]);
    expect(segments).toEqual([
      { text: "Our " },
      { text: "IT consulting", href: "/it" },
      { text: " and " },
      { text: "staffing", href: "/staffing" },
      { text: " teams. More staffing." },
    ]);
  });

  it("skips phrases that are missing or overlap an earlier link", () => {
    expect(
      linkPhrases("project management office", [
        { phrase: "project management", href: "/pm" },
        { phrase: "management office", href: "/x" },
        { phrase: "absent", href: "/y" },
      ]),
    ).toEqual([{ text: "project management", href: "/pm" }, { text: " office" }]);
  });

  it("returns the whole text as one segment when nothing matches", () => {
    expect(linkPhrases("plain", [])).toEqual([{ text: "plain" }]);
  });
});
