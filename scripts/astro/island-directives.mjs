/**
 * `client:use`: an island of the first screen hydrates on first use (pointer, focus, a key, typing
 * inside it), never on load; taps held before its code came are pressed again once it is ready
 * (app/lib/island-use.ts, app/lib/held-taps.ts). Astro has no such directive of its own.
 */
export function islandDirectives() {
  return {
    name: "site:island-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "use", entrypoint: "./app/lib/island-use.ts" });
      },
    },
  };
}
