import type { Page } from "~/content/types";
import { buildMeta } from "./seo";

/**
 * `buildMeta` for a route whose data holds its content page as `page` (app/routes/page-route.ts
 * `meta`): the page's title and description under its canonical path.
 */
export function pageMeta({ page }: { page: Pick<Page, "meta" | "path"> }) {
  return buildMeta({ ...page.meta, path: page.path });
}
