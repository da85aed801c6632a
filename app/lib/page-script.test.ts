// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { CAROUSEL } from "~/components/sections/carousel";
import { carouselScript } from "~/components/sections/carousel-script";
import { COUNT_TO, COUNTER } from "~/features/company/animated-counter";
import { flipCardScript } from "~/features/home/home-script";
import { STEP } from "~/features/home/how-we-work";
import { counterScript, deferredScript, embedScript, headScript, shellScript } from "./page-script";

describe("headScript", () => {
  it("parses, and carries the shell on every page", () => {
    const script = headScript("<p>words</p>");
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain(shellScript);
    expect(script).not.toContain(carouselScript);
    expect(script).not.toContain(embedScript);
  });

  it("carries a behaviour only where the page's HTML has its attribute", () => {
    expect(headScript(`<div ${CAROUSEL}="" data-x>`)).toContain(carouselScript);
    expect(headScript(`<div data-flipped="false">`)).toContain(flipCardScript);
    // A longer attribute that starts with the same name, or the name in the text, is not it.
    expect(headScript(`<div ${CAROUSEL}-visible="3">`)).not.toContain(carouselScript);
    expect(headScript(`<p>${CAROUSEL}</p>`)).not.toContain(carouselScript);
  });
});

describe("deferredScript", () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  it("parses, and leaves the shell's behaviours to the head script", () => {
    expect(() => new Function(deferredScript)).not.toThrow();
    expect(deferredScript).not.toContain(shellScript);
    expect(deferredScript).toContain(counterScript);
  });

  it("acts on the page when it runs after the page was parsed (async, maybe late)", () => {
    // jsdom's document is complete: the deferred file may come after DOMContentLoaded and load.
    expect(document.readyState).toBe("complete");
    document.body.innerHTML = `<div ${STEP}>one</div><div ${STEP}>two</div><p ${COUNTER}><span ${COUNT_TO}="40">40</span></p>`;
    const observed: Element[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {} }));
    new Function(deferredScript)();
    // The counter waits at 0 for its turn to be seen.
    expect(document.querySelector(`[${COUNT_TO}]`)?.textContent).toBe("0");
    expect(observed).toContain(document.querySelector(`[${COUNTER}]`));
  });
});
