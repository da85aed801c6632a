import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { Features } from "lightningcss";
import { cmsPlugin } from "./scripts/cms.mjs";
import { buildDefines } from "./scripts/lib/build-defines.mjs";
import { pageScripts } from "./scripts/astro/page-scripts.mjs";

/**
 * The site: every page rendered to HTML at build time by app/pages/[...page].astro, each from the
 * route module of app/routes its manifest entry names; React components ship no code unless a page
 * marks one as an island.
 */
export default defineConfig({
  srcDir: "./app",
  // The later build steps (search index, share images, CSP, host files) read build/client.
  outDir: process.env.BUILD_DIR ? `./${process.env.BUILD_DIR}/client` : "./build/client",
  publicDir: "./public",
  output: "static",
  // trailingSlash stays "ignore": "never" would make the dev server answer /admin/ (the editor's
  // address in `npm run cms`) with a 404 before any plugin sees it. The servers and hosts decide
  // the public URLs (deploy/policy.mjs).
  // `/x` is `x.html` on every host (nginx try_files, Cloudflare Pages and Netlify pretty URLs).
  build: {
    format: "file",
    // One stylesheet file per page set, cached across pages; the first paint waits for it anyway.
    inlineStylesheets: "never",
    assets: "assets",
  },
  integrations: [react(), pageScripts()],
  // No dev toolbar in pages: its script would count against the page's JavaScript.
  devToolbar: { enabled: false },
  vite: {
    // cmsPlugin: in the dev server, content/ recompiles on save and /admin is the editor.
    plugins: [tailwindcss(), cmsPlugin()],
    // The editor's local backend trusts the dev server's origin only (npm run cms): its port or none.
    server: { strictPort: true },
    resolve: { tsconfigPaths: true },
    define: buildDefines(),
    // The site's build settings are VITE_* variables (README): public, in import.meta.env at build
    // time and in islands, as with Vite. Astro alone exposes only PUBLIC_*; without this the
    // brand, contact and analytics settings read as unset where they are looked up by name.
    envPrefix: ["VITE_", "PUBLIC_"],
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
