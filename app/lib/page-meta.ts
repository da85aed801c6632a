import type { Page } from "~/content/types";
import { buildMeta } from "./seo";

/** `buildMeta` for a content page: its title and description under its canonical path. */
export function pageMeta(page: Pick<Page, "meta" | "path">) {
  return buildMeta({ ...page.meta, path: page.path });
}

/**
 * A loader's page path as routes.ts registered it (`/x`, `/` for the home page). React Router 8
 * pre-renders a page by requesting `/x/` from its preview server and runs the loaders again on
 * that request when their data is over 8 KB (too large to pass along in a header), so the path
 * can end in a slash.
 */
export const pagePath = (url: URL) => url.pathname.replace(/(?<=.)\/$/, "");
