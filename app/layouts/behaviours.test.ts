import { afterEach, describe, expect, it, vi } from "vitest";
import { CAROUSEL } from "~/components/sections/carousel-behaviour";
import { HOME_POPUP_ID } from "~/features/home/popup-turn";
import { bodyEndBehaviours, bodyEndScript, hasAttribute, headBehaviours, headScript } from "./behaviours";

const scriptFor = (attribute: string) =>
  headBehaviours.find((entry) => entry.attribute === attribute)!.script;

describe("headScript", () => {
  it("is the shell alone on a page with none of the other behaviours' markup, and parses", () => {
    const script = headScript("<p>words</p>");
    expect(() => new Function(script)).not.toThrow();
    for (const { script: other } of headBehaviours) expect(script).not.toContain(other);
  });

  it("carries a behaviour only where the page's HTML has its attribute", () => {
    expect(headScript(`<div ${CAROUSEL}="r1" data-x="">`)).toContain(scriptFor(CAROUSEL));
    expect(headScript(`<dialog id="${HOME_POPUP_ID}">`)).toContain(scriptFor("id"));
    // A longer attribute that starts with the same name, or the name in the text, is not it.
    expect(headScript(`<div ${CAROUSEL}-visible="3">`)).not.toContain(scriptFor(CAROUSEL));
    expect(headScript(`<p>${CAROUSEL}</p>`)).not.toContain(scriptFor(CAROUSEL));
    expect(headScript(`<dialog id="${HOME_POPUP_ID}-other">`)).not.toContain(scriptFor("id"));
  });

  it("each behaviour is an inline statement of its own, not a module", () => {
    for (const { script } of [...headBehaviours, ...bodyEndBehaviours]) {
      expect(script).toMatch(/^\(\(\)=>\{/);
      expect(() => new Function(script)).not.toThrow();
    }
  });
});

describe("bodyEndScript", () => {
  it("is empty on a page without what its behaviours act on, and carries those the page has", () => {
    expect(bodyEndScript("<p>words</p>")).toBe("");
    const counters = bodyEndScript(`<div data-counter=""><span data-count-to="40">40</span></div>`);
    expect(counters).not.toBe("");
    expect(() => new Function(counters)).not.toThrow();
    expect(bodyEndScript(`<li data-step="">`)).not.toContain(counters);
  });
});

describe("hasAttribute", () => {
  it("reads attributes as React writes them", () => {
    expect(hasAttribute(`<button type="button" data-open-consent="">`, "data-open-consent")).toBe(true);
    expect(hasAttribute(`<p>data-open-consent</p>`, "data-open-consent")).toBe(false);
  });
});

describe("the footer's Cookie settings", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("are answered on every page of a build whose analytics asks for consent, and only there", async () => {
    const opener = (script: string) => script.includes("data-consent-asked");
    expect(opener(headScript("<p>words</p>"))).toBe(false);
    vi.stubEnv("VITE_ANALYTICS_PROVIDER", "umami");
    vi.stubEnv("VITE_ANALYTICS_CONSENT", "required");
    vi.resetModules();
    const withConsent = await import("./behaviours");
    expect(opener(withConsent.headScript("<p>words</p>"))).toBe(true);
  });
});
