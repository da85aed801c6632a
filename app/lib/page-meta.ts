import type { Page } from "~/content/types";
import { buildMeta } from "./seo";

/** `buildMeta` for a content page: its title and description under its canonical path. */
export function pageMeta(page: Pick<Page, "meta" | "path">) {
  return buildMeta({ ...page.meta, path: page.path });
}
