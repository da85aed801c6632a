import { index, route, type RouteConfig } from "@react-router/dev/routes";
import manifest from "./content/generated/manifest.json" with { type: "json" };
import type { ManifestEntry } from "./content/page-manifest";

/**
 * Every address of the page manifest (app/content/page-manifest.ts, written by scripts/content.mjs
 * to generated/manifest.json), then the Not Found page for any other path.
 */
export default [
  ...(manifest as ManifestEntry[]).map(({ path, file, id }) => {
    if (path === "/") return index(file);
    return id ? route(path.slice(1), file, { id }) : route(path.slice(1), file);
  }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
