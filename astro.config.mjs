import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { Features } from "lightningcss";
import { buildDefines } from "./scripts/lib/build-defines.mjs";
import { islandDirectives } from "./scripts/astro/island-directives.mjs";

/**
 * The site: every page rendered to HTML at build time from app/pages (thin glue around one React
 * page component each); React components ship no code unless a page marks one as an island.
 */
export default defineConfig({
  srcDir: "./app",
  // The later build steps (search index, share images, CSP, host files) read build/client.
  outDir: process.env.BUILD_DIR ? `./${process.env.BUILD_DIR}/client` : "./build/client",
  publicDir: "./public",
  output: "static",
  trailingSlash: "never",
  // `/x` is `x.html` on every host (nginx try_files, Cloudflare Pages and Netlify pretty URLs).
  build: {
    format: "file",
    // One stylesheet file per page set, cached across pages; the first paint waits for it anyway.
    inlineStylesheets: "never",
    assets: "assets",
  },
  integrations: [react(), islandDirectives()],
  // No dev toolbar in pages: its script would count against the page's JavaScript.
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    resolve: { tsconfigPaths: true },
    define: buildDefines(),
    // The colour tokens are `light-dark()` (app.css). The CSS minifier would rewrite it into
    // variables resolved once on <html>, so the `.on-dark` blocks could no longer keep the light
    // values; browsers without it get the light theme from app.css instead.
    css: { lightningcss: { exclude: Features.LightDark } },
    build: {
      assetsInlineLimit: 0,
      // Dynamic imports stay plain import(): no preload helper in every island.
      modulePreload: false,
    },
  },
});
