/**
 * The one link policy of the site's text: content records (their schema, app/content/schema.ts),
 * articles (checked when the Markdown is compiled), chat answers, the legal pages and the home
 * intro. A link is either a path on this site or an https:, mailto: or tel: address; anything else
 * (javascript:, data:, http:, "//host" and "/\host", which browsers read as another host) is not a
 * link and is shown as plain text.
 */

export type LinkKind = "internal" | "external";

/**
 * The site's pages, as keys: the content fills it in (app/content/site-paths.ts, a module
 * augmentation of the union scripts/content.mjs writes from the routes), so this module needs
 * nothing from above it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by augmentation
export interface SitePages {}
export type SitePath = Extract<keyof SitePages, string>;

/** A page of the site, with or without #anchor. */
export type InternalHref = SitePath | `${SitePath}#${string}`;
/** A link written in the TypeScript content: a typo in a page path is a compile error. */
export type Href = InternalHref | `${"https://" | "mailto:" | "tel:"}${string}`;

const INTERNAL = /^\/(?![/\\])\S*$/;
const EXTERNAL = /^(https:\/\/[^/\\\s]\S*|mailto:\S+|tel:\S+)$/;
/** Both, for schemas (the CMS's pattern too). */
export const LINK_PATTERN = new RegExp(`${INTERNAL.source}|${EXTERNAL.source}`);

export function linkKind(href: string): LinkKind | null {
  if (INTERNAL.test(href)) return "internal";
  if (EXTERNAL.test(href)) return "external";
  return null;
}
