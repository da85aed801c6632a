import { describe, expect, it } from "vitest";
import { articleIndex } from "~/content/insights/index";
import { loadArticle, loadArticleSummaries, parseArticle } from "./articles.server";

const kinds = (article: ReturnType<typeof loadArticle>) => article.body.map((block) => block.kind);

const source = (frontMatter: string) => `---\n${frontMatter}\n---\n\n## Heading\n\nText.\n`;
const valid = [
  'title: "A title"',
  'description: "What the article is about, in one sentence long enough to be a useful meta description."',
  'date: "2024-03-19"',
  'section: "marketing"',
  'image: "article-marketing"',
  'imageAlt: "An illustration"',
  'category: "Salesforce"',
  'author: "Team"',
];

describe("articles", () => {
  it("loads every article with its front matter and parses its Markdown", () => {
    for (const { slug, section } of articleIndex) {
      const article = loadArticle(slug);
      expect(article.section).toBe(section);
      expect(article.description.length).toBeGreaterThanOrEqual(70);
      expect(article.path).toBe(`/insights/${slug}`);
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.body).toContainEqual(expect.objectContaining({ kind: "heading", level: 2 }));
      expect(kinds(article)).toContain("list");
      expect(article.readingMinutes).toBeGreaterThanOrEqual(3);
    }
  });

  it("lists the summaries newest first without bodies", () => {
    const summaries = loadArticleSummaries();
    expect(summaries).toHaveLength(6);
    expect(summaries.map((s) => s.date)).toEqual([...summaries.map((s) => s.date)].sort().reverse());
    expect(summaries[0]).not.toHaveProperty("body");
  });

  it("rejects an unknown slug", () => {
    expect(() => loadArticle("nope")).toThrow(/Unknown article/);
  });

  it("reads front matter and rejects a missing field, a bad date or an unknown image", () => {
    expect(parseArticle("x", source(valid.join("\n"))).title).toBe("A title");
    expect(parseArticle("x", source(valid.join("\n").replace('"2024-03-19"', "2024-03-19"))).date).toBe(
      "2024-03-19",
    );
    expect(() => parseArticle("x", "## no front matter")).toThrow(/"title"/);
    expect(() => parseArticle("x", source(valid.slice(1).join("\n")))).toThrow(/x\.md: front matter "title"/);
    expect(() => parseArticle("x", source(valid.join("\n").replace("2024-03-19", "19 March")))).toThrow(
      /"date"/,
    );
    expect(() => parseArticle("x", source(valid.join("\n").replace("article-marketing", "nope")))).toThrow(
      /"image"/,
    );
  });
});
