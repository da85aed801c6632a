import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { Features } from "lightningcss";
import { defineConfig } from "vite";
import { cmsPlugin } from "./scripts/cms.mjs";
import { buildDefines } from "./scripts/lib/build-defines.mjs";

/**
 * Browser chunks: the framework in one file, the shell every page shows (header, menus, footer,
 * small UI parts, site-wide content) in another, and the small sections of the content pages in
 * two more (each of their dozen components alone weighs less than its response headers; e2e
 * budgets count the files per route). Everything else (icons, carousels, forms, page code) is split
 * by the bundler by what each route imports, so a page loads only the code it renders.
 * `BUILD_SOURCEMAP=1` adds source maps, to see what a chunk is made of.
 */
const chunkGroups = [
  {
    name: "framework",
    test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
  },
  {
    name: "shell",
    test: new RegExp(
      [
        // Not the login dialog: it loads when first opened (site-header.tsx).
        String.raw`[\\/]app[\\/]components[\\/]layout[\\/](?!login-dialog)`,
        String.raw`[\\/]app[\\/]components[\\/]ui[\\/](button|container|social-icon|arrow-link)\.tsx`,
        // The hero heading every route draws.
        String.raw`[\\/]app[\\/]components[\\/]sections[\\/]page-hero\.tsx`,
        // Small modules nearly every page needs (route meta, the chat hand-off, tab storage and its change signal, held taps, the link
        // policy, the arrow link of cards and back links):
        // a request of their own each cost more in headers than they weigh.
        String.raw`[\\/]app[\\/]lib[\\/](cn\.ts|seo\.ts|links\.ts|chat-handoff\.ts|storage\.ts|signal\.ts|held-taps\.ts|hooks[\\/])`,
        String.raw`[\\/]app[\\/]content[\\/](site|navigation)\.ts`,
        String.raw`node_modules[\\/]clsx[\\/]`,
        // lucide's base, the icons the header, menus, footer and chat button draw, and the arrow of
        // most pages' buttons and links (and the back arrow).
        String.raw`node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](Icon|context|createLucideIcon|defaultAttributes|shared[\\/].*|icons[\\/](chevron-down|menu|x|log-in|mail|map-pin|phone|message-circle|arrow-right|arrow-left))\.mjs`,
      ].join("|"),
    ),
  },
  {
    // What nearly every page but the home page draws: its sections, cards, pictures and meta.
    name: "sections",
    test: new RegExp(
      [
        String.raw`[\\/]app[\\/]components[\\/]sections[\\/](page-section|cta-band)\.tsx$`,
        String.raw`[\\/]app[\\/]components[\\/]ui[\\/](card|art-image)\.tsx$`,
        String.raw`[\\/]app[\\/]lib[\\/]page-meta\.ts$`,
      ].join("|"),
    ),
  },
  {
    // The card grids, lists and steps of the service, industry and company pages.
    name: "grids",
    test: new RegExp(
      [
        String.raw`[\\/]app[\\/]components[\\/]sections[\\/](grid|grouped-lists|info-blocks|link-card-grid|link-card|numbered-step|partner-logos|strategy-steps|text-card-grid|why-hire)\.tsx?$`,
        String.raw`[\\/]app[\\/]components[\\/]ui[\\/](paragraphs|eyebrow)\.tsx$`,
        String.raw`node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]circle-check\.mjs`,
      ].join("|"),
    ),
  },
  {
    // The schema library (zod/mini), in one file for everything that validates: the forms and
    // what is read back from storage (the chat panel, the contact page). Without this group the
    // bundler puts it in the shell, the one chunk all of them share, and every page loads it.
    name: "zod",
    test: /node_modules[\\/]zod[\\/]/,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), cmsPlugin()],
  resolve: {
    tsconfigPaths: true,
  },
  define: buildDefines(),
  // The colour tokens are `light-dark()` (app.css). The CSS minifier would rewrite it into
  // variables resolved once on <html>, so the `.on-dark` blocks could no longer keep the light
  // values; browsers without it get the light theme from app.css instead. Tailwind excludes it too.
  css: { lightningcss: { exclude: Features.LightDark } },
  // The dev server (npm run dev, npm run cms) prepares the browser's dependencies before the first
  // page. Found one by one as pages and their on-demand parts loaded, each new one reloaded the
  // page: a first visit to /contactUs loaded five times, and an edit in the editor waited on it.
  optimizeDeps: {
    include: [
      "react",
      "react/jsx-runtime",
      "react-dom",
      "react-dom/client",
      "react-router",
      "lucide-react",
      "clsx",
      "tailwind-merge",
      "zod",
      "zod/mini",
      "react-hook-form",
      "@hookform/resolvers/zod",
      "@emailjs/browser",
    ],
  },
  build: {
    assetsInlineLimit: 0,
    // Dynamic imports stay plain import(): no preload helper in every page for the few lazy chunks.
    modulePreload: false,
    sourcemap: process.env.BUILD_SOURCEMAP === "1",
    rolldownOptions: {
      // The pre-render runs inside React Router's writeBundle, so plugins always take most of the
      // build and Rolldown's timing warning would print on every build; timings are `npm run bench`'s.
      checks: { bundlerTimings: false },
      ...(isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups } } }),
    },
  },
}));
