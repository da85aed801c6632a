import { expect, test } from "@playwright/test";
import { pagePaths } from "./site-map";

/** Internal links of the pre-rendered pages: each target answers 200 and each #fragment exists. */
test("every internal href resolves to a route and every #fragment target exists", async ({
  request,
  baseURL,
}) => {
  const pageCache = new Map<string, { status: number; html: string }>();
  async function fetchPage(path: string) {
    if (!pageCache.has(path)) {
      const response = await request.get(path);
      pageCache.set(path, { status: response.status(), html: await response.text() });
    }
    return pageCache.get(path)!;
  }

  const problems: string[] = [];
  let checked = 0;
  for (const source of pagePaths) {
    const { html } = await fetchPage(source);
    const hrefs = [...html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)].map((match) =>
      match[1]!.replace(/&amp;/g, "&"),
    );
    for (const href of hrefs) {
      if (/^(https?:|mailto:|tel:)/.test(href) && !href.startsWith(baseURL ?? "-")) continue;
      const url = new URL(href, `${baseURL}${source}`);
      const target = await fetchPage(url.pathname + url.search);
      checked += 1;
      if (target.status !== 200) problems.push(`${source} -> ${href}: HTTP ${target.status}`);
      const fragment = url.hash.slice(1);
      if (fragment && !new RegExp(`\\sid="${fragment}"`).test(target.html)) {
        problems.push(`${source} -> ${href}: no element with id "${fragment}"`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(pagePaths.length * 10);
});
