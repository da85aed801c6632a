import { describe, expect, it } from "vitest";
import { canonicalPagePaths, renderedPages } from "~/content/page-paths";
import { pageRoute } from "./page-route";

/** The path of the canonical link in a page's meta. */
function canonicalPath(meta: ReturnType<ReturnType<typeof pageRoute>["meta"]>) {
  const link = meta.find((entry) => "rel" in entry && entry.rel === "canonical");
  return link && "href" in link ? new URL(link.href).pathname : undefined;
}

describe("the route modules the page manifest names", () => {
  it("render every page at its own address and every alias at a page of the same module", () => {
    for (const { path, file, kind } of renderedPages) {
      const route = pageRoute(file);
      const canonical = canonicalPath(route.meta(route.load(path)));
      if (kind === "page") expect(canonical, path).toBe(path);
      else {
        expect(canonical, path).not.toBe(path);
        expect(canonicalPagePaths, path).toContain(canonical);
        expect(renderedPages.find((entry) => entry.path === canonical)?.file, path).toBe(file);
      }
    }
  });

  it("refuse, for a template, an address it has no record for", () => {
    const pages = renderedPages.filter((entry) => entry.kind === "page");
    const templates = [...new Set(pages.map((entry) => entry.file))].filter(
      (file) => pages.filter((entry) => entry.file === file).length > 1,
    );
    expect(templates.sort()).toEqual([
      "routes/article.tsx",
      "routes/consulting-topic.tsx",
      "routes/industry.tsx",
      "routes/legal.tsx",
      "routes/position.tsx",
      "routes/service.tsx",
    ]);
    for (const file of templates) expect(() => pageRoute(file).load("/no-such-page"), file).toThrow();
  });

  it("name the module when it has no route", () => {
    expect(() => pageRoute("routes/no-such-module.tsx")).toThrow(
      "app/routes/no-such-module.tsx exports no `route`",
    );
  });
});
