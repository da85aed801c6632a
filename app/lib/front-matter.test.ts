import { describe, expect, it } from "vitest";
import { parseFrontMatter, readingMinutes } from "./front-matter";

describe("parseFrontMatter", () => {
  it("reads quoted and unquoted fields and returns the body after the block", () => {
    const { data, body } = parseFrontMatter(
      '---\ntitle: "A \\"quoted\\" title: yes"\ndate: 2024-03-19\nname: \'It\'\'s\'\n---\n\n## Body\n',
    );
    expect(data).toEqual({ title: 'A "quoted" title: yes', date: "2024-03-19", name: "It's" });
    expect(body).toBe("\n## Body\n");
  });

  it("ignores comments and blank lines", () => {
    expect(parseFrontMatter('---\n# note\n\ntitle: "T"   # trailing\n---\n').data).toEqual({ title: "T" });
  });

  it("rejects a file without front matter or with a malformed line", () => {
    expect(() => parseFrontMatter("## no block")).toThrow(/Front matter missing/);
    expect(() => parseFrontMatter("---\njust text\n---\n")).toThrow(/Malformed/);
  });
});

describe("readingMinutes", () => {
  it("rounds words at 220 per minute and never says zero", () => {
    expect(readingMinutes("word ".repeat(660))).toBe(3);
    expect(readingMinutes("short")).toBe(1);
  });
});
