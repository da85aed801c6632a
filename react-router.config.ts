import type { Config } from "@react-router/dev/config";

/**
 * Every page is pre-rendered to its own HTML file at build time (`ssr: false`), then hydrates.
 * `/404` is rendered by the catch-all route; `scripts/postbuild.mjs` turns it into `404.html`.
 */
export default {
  ssr: false,
  // BUILD_DIR lets two checkouts' worth of work build side by side (default: build/).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // React Router v8's behaviour, taken now (no future-flag warnings; the upgrade is one step less).
  // Route modules stay whole: scripts/build/defer-scripts.mjs boots each page's route as one
  // module, and a split client loader would cost the pages that have one a request more.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404"];
  },
} satisfies Config;
