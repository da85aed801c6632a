import { describe, expect, it } from "vitest";
import { articleSummaries } from "./compile";
import { loadSiteContent } from "./load-content";

const { content } = loadSiteContent();

describe("articles", () => {
  it("has every article complete: front matter, page, reading time and a compiled body", () => {
    for (const article of content.articles) {
      expect(article.description.length).toBeGreaterThanOrEqual(70);
      expect(article.path).toBe(`/insights/${article.slug}`);
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.body).toContainEqual(expect.objectContaining({ kind: "heading", level: 2 }));
      expect(article.body.map((block) => block.kind)).toContain("list");
      expect(article.readingMinutes).toBeGreaterThanOrEqual(3);
    }
  });

  it("lists the summaries newest first without bodies", () => {
    const summaries = articleSummaries(content);
    expect(summaries).toHaveLength(6);
    expect(summaries.map((s) => s.date)).toEqual([...summaries.map((s) => s.date)].sort().reverse());
    expect(summaries[0]).not.toHaveProperty("body");
  });
});
