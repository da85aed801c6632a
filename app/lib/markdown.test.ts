import { describe, expect, it } from "vitest";
import { parseInlineMarkdown, parseMarkdown, readingMinutes } from "./markdown";

describe("parseMarkdown", () => {
  it("turns headings, paragraphs, lists and inline marks into the site's rich text", () => {
    const { body, text } = parseMarkdown(
      "## Why **Flow**\n\nIt's `fast` &amp; [talk to us](/contactUs).\n\n3. One\n4. *Two*\n\n- a\n- b\n",
    );
    expect(body).toEqual([
      { kind: "heading", level: 2, parts: ["Why ", { mark: "strong", parts: ["Flow"] }] },
      {
        kind: "paragraph",
        parts: [
          "It's ",
          { mark: "code", parts: ["fast"] },
          " & ",
          { text: "talk to us", href: "/contactUs" },
          ".",
        ],
      },
      { kind: "list", ordered: true, start: 3, items: [["One"], [{ mark: "em", parts: ["Two"] }]] },
      { kind: "list", items: [["a"], ["b"]] },
    ]);
    expect(JSON.stringify(body)).not.toContain("position");
    expect(text).toBe("Why Flow\nIt's fast & talk to us.\nOne\nTwo\na\nb");
  });

  it("refuses raw HTML, images, code blocks, h1, nested lists and script links instead of passing them through", () => {
    expect(() => parseMarkdown("<script>alert(1)</script>")).toThrow(/Unsupported Markdown: html \(line 1\)/);
    expect(() => parseMarkdown("Text <b>bold</b>")).toThrow(/Unsupported/);
    expect(() => parseMarkdown("![x](/a.png)")).toThrow(/Unsupported.*image/);
    expect(() => parseMarkdown("```\ncode\n```")).toThrow(/Unsupported.*code/);
    expect(() => parseMarkdown("> quoted")).toThrow(/Unsupported.*blockquote/);
    expect(() => parseMarkdown("# Title")).toThrow(/not #/);
    expect(() => parseMarkdown("- a\n  - b\n")).toThrow(/not one paragraph \(line 1\)/);
    expect(() => parseMarkdown("[x](javascript:alert(1))")).toThrow(/link target/);
    expect(() => parseMarkdown("[x](http://plain.example)")).toThrow(/link target/);
    expect(() => parseMarkdown("[x](//evil.example)")).toThrow(/link target/);
  });
});

describe("parseInlineMarkdown", () => {
  it("gives the pieces of one paragraph and refuses more", () => {
    expect(parseInlineMarkdown("Our [IT consulting](/it-consulting) team.")).toEqual([
      "Our ",
      { text: "IT consulting", href: "/it-consulting" },
      " team.",
    ]);
    expect(() => parseInlineMarkdown("One.\n\nTwo.")).toThrow(/one paragraph/);
  });
});

describe("readingMinutes", () => {
  it("rounds words at 220 per minute and never says zero", () => {
    expect(readingMinutes("word ".repeat(660))).toBe(3);
    expect(readingMinutes("short")).toBe(1);
  });
});
