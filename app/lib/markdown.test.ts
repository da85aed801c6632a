import { describe, expect, it } from "vitest";
import { parseMarkdown, plainText } from "./markdown";

describe("parseMarkdown", () => {
  it("turns headings, paragraphs, lists and inline marks into data", () => {
    const blocks = parseMarkdown(
      "## Why **Flow**\n\nIt's `fast` & [talk to us](/contactUs).\n\n1. One\n2. *Two*\n\n- a\n- b\n",
    );
    expect(blocks).toEqual([
      { kind: "heading", level: 2, children: [{ kind: "text", text: "Why " }, { kind: "strong", children: [{ kind: "text", text: "Flow" }] }] },
      {
        kind: "paragraph",
        children: [
          { kind: "text", text: "It's " },
          { kind: "code", text: "fast" },
          { kind: "text", text: " & " },
          { kind: "link", href: "/contactUs", children: [{ kind: "text", text: "talk to us" }] },
          { kind: "text", text: "." },
        ],
      },
      { kind: "list", ordered: true, items: [[{ kind: "text", text: "One" }], [{ kind: "em", children: [{ kind: "text", text: "Two" }] }]] },
      { kind: "list", ordered: false, items: [[{ kind: "text", text: "a" }], [{ kind: "text", text: "b" }]] },
    ]);
    expect(plainText(blocks)).toBe("Why Flow It's fast & talk to us. One Two a b");
  });

  it("refuses raw HTML, images, h1 and script links instead of passing them through", () => {
    expect(() => parseMarkdown("<script>alert(1)</script>")).toThrow(/Unsupported/);
    expect(() => parseMarkdown("Text <b>bold</b>")).toThrow(/Unsupported/);
    expect(() => parseMarkdown("![x](/a.png)")).toThrow(/Unsupported/);
    expect(() => parseMarkdown("# Title")).toThrow(/not #/);
    expect(() => parseMarkdown("[x](javascript:alert(1))")).toThrow(/link target/);
  });
});
