/**
 * Nothing of JavaScript on the path to the first paint. React Router writes, for every page,
 * `<link rel="modulepreload">` for all its modules (React hoists them to the top of <head>, where
 * they compete with the HTML, the CSS, the font and the hero image on a slow link) and an inline
 * module script that imports them. This step removes those links and turns the inline script into
 * a boot script that waits until the browser reports the first contentful paint, then:
 *   1. adds the modulepreload links (all modules download in parallel, as before),
 *   2. imports the manifest and the route modules, then the entry, exactly as React Router did.
 * The boot script is an inline script like the one it replaces: its hash goes into the page's CSP
 * (scripts/build/page-csp.mjs).
 */
import { readFile, writeFile } from "node:fs/promises";
import { htmlFiles } from "./html-files.mjs";

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\s*\/?>/g;
const ROUTER_SCRIPT = /<script type="module" async(?:="")?>([\s\S]*?)<\/script>/;

/**
 * Rewrites one page. Returns the HTML unchanged when it has no React Router module script;
 * throws when the script is not in the shape this step understands (a React Router upgrade).
 */
export function deferPageScripts(html) {
  const router = ROUTER_SCRIPT.exec(html);
  if (!router) return html;
  const body = router[1];
  const sideEffect = [...body.matchAll(/^import "([^"]+)";$/gm)].map((match) => match[1]);
  const routes = [...body.matchAll(/^import \* as (route\d+) from "([^"]+)";$/gm)].map((match) => ({ name: match[1], href: match[2] }));
  const modulesAssignment = /window\.__reactRouterRouteModules = (\{[^;]*\});/.exec(body)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(body)?.[1];
  const understood = body
    .replace(/^import "[^"]+";$/gm, "")
    .replace(/^import \* as route\d+ from "[^"]+";$/gm, "")
    .replace(/window\.__reactRouterRouteModules = \{[^;]*\};/, "")
    .replace(/^import\("[^"]+"\);$/m, "")
    .trim();
  if (!entry || !modulesAssignment || routes.length === 0 || understood !== "") {
    throw new Error(`defer-scripts: unexpected React Router module script:\n${body}`);
  }

  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]);
  const json = JSON.stringify;
  const boot = [
    `const start = async () => {`,
    `  for (const href of ${json(preloads)}) {`,
    `    const link = document.createElement("link");`,
    `    link.rel = "modulepreload";`,
    `    link.href = href;`,
    `    document.head.append(link);`,
    `  }`,
    ...sideEffect.map((href) => `  await import(${json(href)});`),
    `  const [${routes.map((route) => route.name).join(", ")}] = await Promise.all([${routes.map((route) => `import(${json(route.href)})`).join(", ")}]);`,
    `  window.__reactRouterRouteModules = ${modulesAssignment};`,
    `  import(${json(entry)});`,
    `};`,
    // After the first contentful paint as the browser reports it (the observer's callback is
    // already a task after the paint; no timer, so a test's paused clock cannot hold it back), or
    // a frame where paint timing is not supported; once.
    `let started = false;`,
    `const once = () => { if (!started) { started = true; start(); } };`,
    `if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {`,
    `  new PerformanceObserver((list, observer) => {`,
    `    if (!list.getEntriesByName("first-contentful-paint").length) return;`,
    `    observer.disconnect();`,
    `    once();`,
    `  }).observe({ type: "paint", buffered: true });`,
    `} else requestAnimationFrame(() => setTimeout(once));`,
  ].join("\n");

  return html
    .replace(MODULEPRELOAD, "")
    .replace(ROUTER_SCRIPT, () => `<script type="module">${boot}</script>`);
}

/** Rewrites every HTML file under `root`; returns how many it changed. */
export async function deferScripts(root) {
  let changed = 0;
  for (const file of htmlFiles(root)) {
    const html = await readFile(file, "utf8");
    const output = deferPageScripts(html);
    if (output !== html) {
      await writeFile(file, output);
      changed += 1;
    }
  }
  return changed;
}
