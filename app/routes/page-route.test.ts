import { describe, expect, it } from "vitest";
import { loadSiteContent } from "~/content/load-content";
import { canonicalPaths, type SitePage } from "~/content/site-pages";
import { pageRoute } from "./page-route";

const { content, pages } = loadSiteContent();

/** The path of the canonical link in a page's meta. */
function canonicalPath(page: SitePage) {
  const route = pageRoute(page.template);
  const meta = route.meta(route.props(page, content), content.site);
  const link = meta.find((entry) => "rel" in entry && entry.rel === "canonical");
  return link && "href" in link ? new URL(link.href).pathname : undefined;
}

describe("the route modules of the site's pages", () => {
  it("render every page at its own address and every alias at its page's, drawn by the same module", () => {
    const canonical = canonicalPaths(pages);
    for (const page of pages) {
      if (!page.canonical) expect(canonicalPath(page), page.path).toBe(page.path);
      else {
        expect(canonicalPath(page), page.path).toBe(page.canonical);
        expect(canonical, page.path).toContain(page.canonical);
        expect(pages.find((other) => other.path === page.canonical)?.template, page.path).toBe(page.template);
      }
    }
  });

  it("refuse, for a template of many pages, an address it has no record for", () => {
    const templates = [...new Set(pages.filter((page) => page.id).map((page) => page.template))];
    expect(templates.sort()).toEqual(["articles", "industries", "positions", "services"]);
    for (const template of templates) {
      const page = pages.find((candidate) => candidate.template === template)!;
      expect(() => pageRoute(template).props({ ...page, path: "/no-such-page" }, content), template).toThrow(
        "has the address /no-such-page",
      );
    }
  });

  it("name the module when it has no route", () => {
    expect(() => pageRoute("no-such-module")).toThrow("app/routes/no-such-module.tsx exports no `route`");
  });
});
