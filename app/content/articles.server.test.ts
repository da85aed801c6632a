import { describe, expect, it } from "vitest";
import { loadArticle, loadArticleSummaries } from "./articles.server";
import { articleIndex } from "./insights/index";

describe("articles", () => {
  it("has every article complete: front matter, page, reading time and a compiled body", () => {
    for (const { slug, section } of articleIndex) {
      const article = loadArticle(slug);
      expect(article.section).toBe(section);
      expect(article.description.length).toBeGreaterThanOrEqual(70);
      expect(article.path).toBe(`/insights/${slug}`);
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.body).toContainEqual(expect.objectContaining({ kind: "heading", level: 2 }));
      expect(article.body.map((block) => block.kind)).toContain("list");
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
});
