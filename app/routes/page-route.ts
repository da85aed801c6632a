import type { ComponentType } from "react";
import type { FormIsland } from "~/islands/forms";
import type { MetaDescriptor } from "./seo";

/**
 * What each route module of app/routes exports as `route`: all that app/pages/[...page].astro needs
 * to render every manifest address (app/content/page-manifest.ts) whose `file` is that module. The
 * parts are plain values and functions, so the editor's preview, which imports the modules for
 * their components only, bundles none of them.
 */
export interface PageRoute<Data> {
  /**
   * At build time: the page's data at `path`, one of the module's manifest addresses (an alias
   * gets its canonical page's data). A template's throws for an address it has no record for.
   */
  load(path: string): Data;
  /** The head's title, description, canonical URL, share data and JSON-LD. */
  meta(data: Data): MetaDescriptor[];
  /** The page's body in `<main>`, rendered to HTML at build time. */
  Component: ComponentType<Data>;
  /**
   * `<link>`s of the page's own in the head (a feed), their attributes in the order written. Its
   * inline scripts are not listed: the layout adds those its HTML needs (app/layouts/behaviours.ts).
   */
  links?(data: Data): readonly Readonly<Record<string, string>>[];
  /** The form island the page's component takes in a slot (without it, the form is static HTML). */
  island?(data: Data): FormIsland;
  /** What follows the component in `<main>`: a part of its own (e.g. a dialog). */
  after?: ComponentType<Data>;
}

// The route modules beside this one, keyed "./home.tsx" for the manifest's "routes/home.tsx";
// their unit tests are no routes. Route modules import this module's types only, so there is no
// cycle.
const modules = import.meta.glob<{ route?: PageRoute<object> }>(["./*.tsx", "!./*.test.tsx"], {
  eager: true,
});

/**
 * The `route` of the module a manifest entry names (`file`, relative to app/): found by its file
 * name, so a new route module is listed nowhere but in the manifest.
 */
export function pageRoute(file: string): PageRoute<object> {
  const route = modules[file.replace(/^routes\//, "./")]?.route;
  if (!route) throw new Error(`app/${file} exports no \`route\` (app/routes/page-route.ts)`);
  return route;
}
