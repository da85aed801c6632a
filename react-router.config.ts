import type { Config } from "@react-router/dev/config";
import { rm } from "node:fs/promises";
import { join } from "node:path";

/**
 * Every page is pre-rendered to its own HTML file at build time (`ssr: false`), then hydrates.
 * `/404` is rendered by the catch-all route; `scripts/postbuild.mjs` turns it into `404.html`.
 */
export default {
  ssr: false,
  // BUILD_DIR lets two checkouts' worth of work build side by side (default: build/).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Route modules stay whole: scripts/build/defer-scripts.mjs boots each page's route as one
  // module, and a split client loader would cost the pages that have one a request more.
  splitRouteModules: false,
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404"];
  },
  // The server build only served the pre-render; React Router 7 removed it with `ssr: false`, 8
  // leaves it in build/server. Nothing deploys or serves it.
  async buildEnd({ reactRouterConfig }) {
    await rm(join(reactRouterConfig.buildDirectory, "server"), { recursive: true, force: true });
  },
} satisfies Config;
