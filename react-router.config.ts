import type { Config } from "@react-router/dev/config";

/**
 * Every page is pre-rendered to its own HTML file at build time (`ssr: false`), then hydrates.
 * `/404` is rendered by the catch-all route; `scripts/postbuild.mjs` turns it into `404.html`.
 */
export default {
  ssr: false,
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404"];
  },
} satisfies Config;
