import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { canonicalPagePaths } from "../../app/content/page-paths";
import { canonicalPages, manifestFile, sitemapXml, sitePages } from "./site-pages.mjs";

const manifest = [
  { path: "/", file: "routes/home.tsx", kind: "page" },
  { path: "/itConsulting", file: "routes/it-consulting.tsx", kind: "alias" },
  { path: "/insights/rss.xml", file: "pages/insights/rss.xml.ts", kind: "resource" },
  { path: "/insights/b", file: "routes/article.tsx", kind: "page" },
  { path: "/insights/a", file: "routes/article.tsx", kind: "page" },
];

describe("the build's page list", () => {
  it("is the manifest's canonical pages: no alias, no resource", () => {
    expect(canonicalPages(manifest)).toEqual(["/", "/insights/b", "/insights/a"]);
  });

  it("is the list the app's routes and link checks read", () => {
    expect(sitePages()).toEqual([...canonicalPagePaths]);
    expect(JSON.parse(readFileSync(manifestFile(), "utf8")).length).toBeGreaterThan(sitePages().length);
  });
});

describe("sitemap.xml", () => {
  it("lists each page once at the URL its canonical link names, sorted", () => {
    expect(sitemapXml(canonicalPages(manifest), "https://s.example")).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://s.example</loc></url>
  <url><loc>https://s.example/insights/a</loc></url>
  <url><loc>https://s.example/insights/b</loc></url>
</urlset>
`,
    );
  });

  it("escapes what XML would read as markup", () => {
    expect(sitemapXml(["/a&b"], "https://s.example")).toContain("<loc>https://s.example/a&amp;b</loc>");
  });
});
