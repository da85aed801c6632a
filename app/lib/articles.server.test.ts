import { describe, expect, it } from "vitest";
import { articleIndex } from "~/content/insights/index";
import { loadArticle, loadArticleSummaries } from "./articles.server";

describe("articles", () => {
  it("loads every article with its front matter and renders its Markdown", () => {
    for (const { slug, section } of articleIndex) {
      const article = loadArticle(slug);
      expect(article.section).toBe(section);
      expect(article.path).toBe(`/insights/${slug}`);
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.blocks.some((block) => block.kind === "heading" && block.level === 2)).toBe(true);
      expect(article.blocks.some((block) => block.kind === "list")).toBe(true);
      expect(article.readingMinutes).toBeGreaterThanOrEqual(3);
    }
  });

  it("lists the summaries newest first without bodies", () => {
    const summaries = loadArticleSummaries();
    expect(summaries).toHaveLength(6);
    expect(summaries.map((s) => s.date)).toEqual([...summaries.map((s) => s.date)].sort().reverse());
    expect(summaries[0]).not.toHaveProperty("blocks");
  });

  it("rejects an unknown slug", () => {
    expect(() => loadArticle("nope")).toThrow(/Unknown article/);
  });
});
