import type { ComponentType } from "react";
import type { SiteContent } from "~/content/compile";
import type { Site } from "~/content/site";
import type { Page } from "~/content/types";
import type { SitePage } from "~/content/site-pages";
import type { FormIsland } from "~/islands/forms";
import { buildMeta, type MetaDescriptor } from "./seo";

/**
 * What each page component module of app/routes exports as `route`: all that
 * app/pages/[...page].astro needs to render the site's pages drawn by that module
 * (app/content/site-pages.ts names the module of each: `template`), and all the editor's preview
 * needs to draw an entry being edited. The parts are plain values and functions of the content.
 */
export interface PageRoute<Props> {
  /** The props of `page`, one of the pages this module draws, from the site's content. */
  props(page: SitePage, content: SiteContent): Props;
  /** The head's title, description, canonical URL, share data and JSON-LD, for the site `site`. */
  meta(props: Props, site: Site): MetaDescriptor[];
  /** The page's body in `<main>`, rendered to HTML at build time. */
  Component: ComponentType<Props>;
  /**
   * `<link>`s of the page's own in the head (a feed), their attributes in the order written. Its
   * inline scripts are not listed: the layout adds those its HTML needs (app/layouts/behaviours.ts).
   */
  links?(props: Props): readonly Readonly<Record<string, string>>[];
  /** The form island the page's component takes in a slot (without it, the form is static HTML). */
  island?(props: Props): FormIsland;
  /** What follows the component in `<main>`: a part of its own (e.g. a dialog). */
  after?: ComponentType<Props>;
}

/**
 * The record `page` shows: a single page's compiled record, or the record of its folder at its
 * address. Throws for an address no record has.
 */
export function recordOf<Record>(page: SitePage, content: SiteContent): Record {
  const entry: unknown = content[page.collection];
  const record = Array.isArray(entry)
    ? entry.find((candidate: { path?: string }) => candidate.path === page.path)
    : entry;
  if (!record) throw new Error(`No ${page.collection} record has the address ${page.path}`);
  return record as Record;
}

/** `buildMeta` for a page whose props hold its record as `page`: its title and description at its address. */
export function pageMeta({ page }: { page: Pick<Page, "meta" | "path"> }, site: Site) {
  return buildMeta(site, { ...page.meta, path: page.path });
}

/** The route of a page whose component draws its record, given as `page`, and nothing else. */
export function recordPage<Record extends Pick<Page, "meta">>(
  Component: ComponentType<{ page: Record }>,
): PageRoute<{ page: Record & { path: string } }> {
  return {
    props: (page, content) => ({ page: recordOf<Record & { path: string }>(page, content) }),
    meta: pageMeta,
    // A component that draws any record of this shape also draws it with its address.
    Component: Component as ComponentType<{ page: Record & { path: string } }>,
  };
}

// The page component modules, keyed "../routes/home.tsx" for the template "home"; their unit tests
// are no routes.
const modules = import.meta.glob<{ route?: PageRoute<object> }>(["./*.tsx", "!./*.test.tsx"], {
  eager: true,
});

/** The `route` of app/routes/<template>.tsx. */
export function pageRoute(template: string): PageRoute<object> {
  const route = modules[`./${template}.tsx`]?.route;
  if (!route) throw new Error(`app/routes/${template}.tsx exports no \`route\` (app/routes/page-route.ts)`);
  return route;
}
