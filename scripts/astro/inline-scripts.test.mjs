import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { inlineScript } from "./inline-scripts.mjs";

describe("inlineScript", () => {
  it("bundles a module and what it imports into one minified statement that runs its default export", async () => {
    const { code, inputs } = await inlineScript("./app/features/home/flip-cards.ts");
    expect(code).toMatch(/^\(\(\)=>\{[^\n]+\}\)\(\);$/);
    expect(code).not.toMatch(/\bimport\b|\bexport\b|use strict/);
    expect(inputs.some((input) => input.endsWith("app/features/home/flip-cards.ts"))).toBe(true);
    const { window } = new JSDOM(`<div data-flipped="false"><p id="face">Front</p></div>`, {
      runScripts: "outside-only",
    });
    window.eval(code);
    window.document.getElementById("face").click();
    expect(window.document.querySelector("[data-flipped]").getAttribute("data-flipped")).toBe("true");
  });

  it("leaves out what the module's imports hold but it does not use (React among them)", async () => {
    const { code, inputs } = await inlineScript("./app/components/layout/shell.ts");
    expect(inputs.some((input) => input.includes("node_modules"))).toBe(false);
    expect(code).not.toContain("zod");
    expect(code.length).toBeLessThan(4000);
  });
});
