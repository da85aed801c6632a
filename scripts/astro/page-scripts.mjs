/**
 * The site's page scripts, as an Astro integration, through its public hooks only.
 *
 * `client:use`: an island of the first screen hydrates on first use (pointer, focus, a key, typing
 * inside it), never on load, and holds the taps made before its code came
 * (app/components/ui/island-use.ts). Astro has no such directive of its own; it inlines this one,
 * as its own, with its island runtime before a page's first island.
 *
 * `?inline-script` imports (./inline-scripts.mjs): the behaviours that must run before the first
 * paint, typed modules the layout inlines in `<head>` (app/layouts/behaviours.ts).
 */
import { inlineScripts } from "./inline-scripts.mjs";

export function pageScripts() {
  return {
    name: "site:page-scripts",
    hooks: {
      "astro:config:setup": ({ addClientDirective, updateConfig }) => {
        addClientDirective({ name: "use", entrypoint: "./app/components/ui/island-use.ts" });
        updateConfig({ vite: { plugins: [inlineScripts()] } });
      },
    },
  };
}
