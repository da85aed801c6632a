import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { Features } from "lightningcss";
import { defineConfig } from "vite";

/**
 * Browser chunks: the framework in one file, the shared UI (layout, sections, small helpers,
 * site-wide content) in another, and each route's own code on its own. Fewer, larger files
 * start faster on a slow phone connection than two dozen tiny ones.
 */
const chunkGroups = [
  { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/ },
  {
    name: "ui",
    // Not lib/chat-handoff.ts: only the contact form and the chat panel (loaded on open) use it.
    test: /([\\/]app[\\/](components[\\/]|lib[\\/](?!chat-handoff\.)))|([\\/]app[\\/]content[\\/](site|navigation|constants|pages|partners)\.ts)|(node_modules[\\/](lucide-react|clsx|tailwind-merge)[\\/])/,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The colour tokens are `light-dark()` (app.css). The CSS minifier would rewrite it into
  // variables resolved once on <html>, so the `.on-dark` blocks could no longer keep the light
  // values; browsers without it get the light theme from app.css instead. Tailwind excludes it too.
  css: { lightningcss: { exclude: Features.LightDark } },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups } } },
  },
}));
