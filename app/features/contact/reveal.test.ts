// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubIntersectionObserver } from "~/testing/intersection-observer";
import reveal, { REVEAL } from "./reveal";

describe("the info strip's reveal", () => {
  afterEach(() => vi.unstubAllGlobals());

  function strip() {
    document.body.innerHTML = `<ul ${REVEAL}="static"><li>Call us</li></ul>`;
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    const report = stubIntersectionObserver();
    reveal();
    return { list: document.querySelector(`[${REVEAL}]`)!, report };
  }

  it("waits hidden below the first screen and slides in when it comes into view", () => {
    const { list, report } = strip();
    report(false);
    expect(list.getAttribute(REVEAL)).toBe("waiting");
    report(true);
    expect(list.getAttribute(REVEAL)).toBe("revealed");
  });

  it("stays as it is in the first screen", () => {
    const { list, report } = strip();
    report(true);
    expect(list.getAttribute(REVEAL)).toBe("static");
  });
});
