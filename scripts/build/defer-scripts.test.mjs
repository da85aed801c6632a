import { describe, expect, it } from "vitest";
import { deferPageScripts } from "./defer-scripts.mjs";

const page = [
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js">',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/framework-3.js">',
  '<style>main{color:red}</style><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Hi</main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-4.js";\n',
  'import * as route1 from "/assets/home-5.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
  'import("/assets/entry.client-2.js");</script>',
  "</body></html>",
].join("");

describe("deferPageScripts", () => {
  const output = deferPageScripts(page);
  const boot = /<script type="module">([\s\S]*?)<\/script>/.exec(output)?.[1] ?? "";

  it("removes the module preloads, keeps the router context and the styles", () => {
    expect(output).not.toMatch(/<link rel="modulepreload"/);
    expect(output).toContain('<style>main{color:red}</style><link rel="stylesheet" href="/assets/app.css"/>');
    expect(output).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(output).not.toContain('async="">');
  });

  it("boots after the first contentful paint: preloads, manifest, routes, then the entry", () => {
    const order = [
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/framework-3.js"]',
      'await import("/assets/manifest-1.js");',
      'const [route0, route1] = await Promise.all([import("/assets/root-4.js"), import("/assets/home-5.js")]);',
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
      'import("/assets/entry.client-2.js");',
      'getEntriesByName("first-contentful-paint")',
    ].map((part) => boot.indexOf(part));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(() => new Function(`return async () => {${boot.replace(/\bimport\(/g, "load(")}}`)).not.toThrow();
  });

  it("leaves a page without a router script alone and refuses a script it does not understand", () => {
    expect(deferPageScripts("<html><body>static</body></html>")).toBe("<html><body>static</body></html>");
    expect(() =>
      deferPageScripts('<script type="module" async="">import "/a.js";\nsomethingNew();\nimport("/b.js");</script>'),
    ).toThrow(/unexpected React Router module script/);
  });
});
