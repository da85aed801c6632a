import { describe, expect, it } from "vitest";
import { parseMarkdown, readingMinutes } from "./markdown";

describe("parseMarkdown", () => {
  it("turns headings, paragraphs, lists and inline marks into a tree of allowed elements", () => {
    const { tree, text } = parseMarkdown(
      "## Why **Flow**\n\nIt's `fast` &amp; [talk to us](/contactUs).\n\n1. One\n2. *Two*\n\n- a\n- b\n",
    );
    const elements = tree.children.filter((node) => node.type === "element");
    expect(elements.map((node) => node.tagName)).toEqual(["h2", "p", "ol", "ul"]);
    expect(JSON.stringify(tree)).not.toContain("position");
    const paragraph = elements[1]!;
    expect(paragraph.children).toEqual([
      { type: "text", value: "It's " },
      { type: "element", tagName: "code", properties: {}, children: [{ type: "text", value: "fast" }] },
      { type: "text", value: " & " },
      { type: "element", tagName: "a", properties: { href: "/contactUs" }, children: [{ type: "text", value: "talk to us" }] },
      { type: "text", value: "." },
    ]);
    expect(text).toBe("Why Flow It's fast & talk to us. One Two a b");
  });

  it("refuses raw HTML, images, code blocks, h1 and script links instead of passing them through", () => {
    expect(() => parseMarkdown("<script>alert(1)</script>")).toThrow(/Unsupported Markdown.*html/);
    expect(() => parseMarkdown("Text <b>bold</b>")).toThrow(/Unsupported/);
    expect(() => parseMarkdown("![x](/a.png)")).toThrow(/Unsupported.*image/);
    expect(() => parseMarkdown("```\ncode\n```")).toThrow(/Unsupported.*code/);
    expect(() => parseMarkdown("# Title")).toThrow(/not #/);
    expect(() => parseMarkdown("[x](javascript:alert(1))")).toThrow(/link target/);
    expect(() => parseMarkdown("[x](http://plain.example)")).toThrow(/link target/);
  });
});

describe("readingMinutes", () => {
  it("rounds words at 220 per minute and never says zero", () => {
    expect(readingMinutes("word ".repeat(660))).toBe(3);
    expect(readingMinutes("short")).toBe(1);
  });
});
