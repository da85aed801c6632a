import { describe, expect, it } from "vitest";
import { pageFile } from "./flatten-pages.mjs";
import { separateBlocks, sitemapPaths } from "./search-index.mjs";

describe("search index page list", () => {
  it("takes the sitemap's URLs as site paths and finds their files", () => {
    const xml = `<urlset><url><loc>https://s.example</loc></url><url><loc>https://s.example/insights/a</loc></url></urlset>`;
    expect(sitemapPaths(xml, "https://s.example")).toEqual(["/", "/insights/a"]);
    expect(pageFile("/")).toBe("index.html");
    expect(pageFile("/insights/a")).toBe("insights/a.html");
  });

  it("refuses a sitemap of another site", () => {
    expect(() => sitemapPaths("<loc>https://other.example/x</loc>", "https://s.example")).toThrow(/not on/);
  });

  it("keeps the words of blocks Pagefind does not separate apart, and leaves inline markup alone", () => {
    expect(separateBlocks("<dl><dt>Location</dt><dd>Hyderabad</dd></dl>")).toBe(
      "<dl><dt>Location</dt> <dd>Hyderabad</dd> </dl> ",
    );
    expect(separateBlocks("<tr><th>Job ID</th><th>Location</th></tr>")).toBe(
      "<tr><th>Job ID</th> <th>Location</th> </tr> ",
    );
    expect(separateBlocks("<p><strong>Java</strong>, <a href=/x>Spring</a>.</p>")).toBe(
      "<p><strong>Java</strong>, <a href=/x>Spring</a>.</p>",
    );
  });
});
