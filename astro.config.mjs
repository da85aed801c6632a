import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, fontProviders } from "astro/config";
import { Features } from "lightningcss";
import { cmsPlugin } from "./scripts/cms.mjs";
import { buildDefines } from "./scripts/lib/build-defines.mjs";
import { coreFontText, fontWeights, unicodeRange } from "./scripts/lib/core-font.mjs";
import { pageScripts } from "./scripts/astro/page-scripts.mjs";
// Each Fontsource subset's `unicode-range`, as the package declares it.
import fontsourceRanges from "@fontsource-variable/plus-jakarta-sans/unicode.json" with { type: "json" };

const weights = fontWeights();

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
  // Our variable font, self-hosted. `font-display: block`: with `optional` or `swap` a browser could
  // draw the fallback and switch to the font later, a layout shift. The face pages wait for is the
  // core one (`npm run font`: our characters, the weight axis cut to the weights the text uses),
  // preloaded by the layout; declared last, it is the first the browser tries for the characters it
  // covers, and a character outside it (an accented name) loads the Latin or Latin Extended face.
  // Every face declares the same weight range, so the three make one family. The fallbacks are the
  // system's own faces: Astro's resized copies of them would add 200 B to every page, and the home
  // page would no longer fit TCP's first round trip (e2e/budget.spec.ts).
  fonts: [
    {
      provider: fontProviders.local(),
      name: "Plus Jakarta Sans Variable",
      cssVariable: "--font-jakarta",
      fallbacks: ["ui-sans-serif", "system-ui", "Segoe UI", "Roboto", "sans-serif"],
      optimizedFallbacks: false,
      display: "block",
      options: {
        variants: [
          ...["latin", "latin-ext"].map((subset) => [
            `@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-${subset}-wght-normal.woff2`,
            fontsourceRanges[subset],
          ]),
          ["./app/styles/fonts/plus-jakarta-sans-core.woff2", unicodeRange(coreFontText())],
        ].map(([src, range]) => ({
          src: [src],
          unicodeRange: [range],
          weight: `${weights.min} ${weights.max}`,
          style: "normal",
        })),
      },
    },
  ],
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
