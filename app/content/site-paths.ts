import type { SitePath as RoutePath } from "./generated/site-paths";

/**
 * The site's pages (the union scripts/content.mjs writes from the routes) for the link policy's
 * types (app/lib/links.ts): an internal link in the TypeScript content that leads nowhere does not
 * compile.
 */
declare module "~/lib/links" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys are the point
  interface SitePages extends Record<RoutePath, true> {}
}
