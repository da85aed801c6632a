/**
 * Everything that identifies the company: content/settings.yml (edited in the CMS at /admin under
 * Site -> Settings, checked by scripts/content.mjs) as this build sees it (./site-settings.ts: the
 * `VITE_*` overrides, the email service's ids). The default settings use reserved example domains
 * and 555-01xx numbers.
 */
import settings from "./generated/settings.json" with { type: "json" };
import type { SettingsRecord } from "./schema";
import { fillWith, placeholdersOf, siteFrom } from "./site-settings";

export type { Site } from "./site-settings";

export const site = siteFrom(settings as SettingsRecord);

/**
 * A content record (or rich text) with the site's placeholders filled; `page` adds the
 * placeholders of one page (the legal pages' hosts and limits).
 */
export function fillPlaceholders<T>(value: T, page: Record<string, string> = {}): T {
  return fillWith(value, { ...placeholdersOf(site), ...page });
}
