/**
 * The one link policy of the site's text: content records (their schema, app/content/schema.ts),
 * articles (checked when the Markdown is compiled), chat answers, the legal pages and the home
 * intro. A link is either a path on this site or an https:, mailto: or tel: address; anything else
 * (javascript:, data:, http:, "//host" and "/\host", which browsers read as another host) is not a
 * link and is shown as plain text.
 */
export type LinkKind = "internal" | "external";

/** A path on this site, with or without #anchor (the content checks that it names a page). */
export type InternalHref = `/${string}`;
/** A link of the site's text, by the link policy below. */
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
