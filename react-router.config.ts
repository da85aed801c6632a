import type { Config } from "@react-router/dev/config";

/**
 * Every page is pre-rendered to its own HTML file at build time (`ssr: false`), then hydrates.
 * `/404` is rendered by the catch-all route; `scripts/postbuild.mjs` turns it into `404.html`.
 */
export default {
  ssr: false,
  // BUILD_DIR lets two checkouts' worth of work build side by side (default: build/).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404"];
  },
} satisfies Config;
