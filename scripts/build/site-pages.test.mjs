import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadSiteContent } from "../../app/content/load-content";
import { canonicalPaths } from "../../app/content/site-pages";
import { canonicalPages, manifestFile, sitemapXml, sitePages } from "./site-pages.mjs";

const manifest = [
  { path: "/", template: "home", collection: "home" },
  { path: "/itConsulting", template: "it-consulting", collection: "itConsulting", canonical: "/it-consulting" },
  { path: "/insights/b", template: "articles", collection: "articles", id: "b" },
  { path: "/insights/a", template: "articles", collection: "articles", id: "a" },
];

describe("the build's page list", () => {
  it("is the manifest's canonical pages: no alias", () => {
    expect(canonicalPages(manifest)).toEqual(["/", "/insights/b", "/insights/a"]);
  });

  it("is the list the app's routes and link checks read", () => {
    expect(sitePages()).toEqual(canonicalPaths(loadSiteContent().pages));
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
