import { describe, expect, it } from "vitest";
import { buildRss, escapeXml } from "./rss";

describe("buildRss", () => {
  const xml = buildRss(
    {
      title: "Insights",
      description: "Notes & news",
      siteUrl: "https://x.example",
      feedPath: "/insights/rss.xml",
      pagePath: "/insights",
    },
    [
      {
        title: "A <b> & c",
        description: "D",
        path: "/insights/a",
        date: "2024-07-16",
        category: "Salesforce",
      },
      { title: "B", description: "E", path: "/insights/b", date: "2024-03-19", category: "Salesforce" },
    ],
  );
  it("lists each item with an absolute link, guid and RFC 822 date", () => {
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain("<link>https://x.example/insights/a</link>");
    expect(xml).toContain('<guid isPermaLink="true">https://x.example/insights/b</guid>');
    expect(xml).toContain("<pubDate>Tue, 16 Jul 2024 12:00:00 GMT</pubDate>");
    expect(xml).toContain('<atom:link href="https://x.example/insights/rss.xml" rel="self"');
  });
  it("escapes markup in text", () => {
    expect(xml).toContain("A &#60;b&#62; &#38; c");
    expect(xml).toContain("Notes &#38; news");
    expect(escapeXml(`"'`)).toBe("&#34;&#39;");
  });
});
