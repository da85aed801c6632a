// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubIntersectionObserver } from "~/testing/intersection-observer";
import countUp, { COUNT_TO, COUNTER, countUpValue, easeOutCubic } from "./count-up";

describe("countUpValue", () => {
  it("starts at 0, ends exactly at the target and never passes it", () => {
    expect(countUpValue(50, 0, 2000)).toBe(0);
    expect(countUpValue(50, 2000, 2000)).toBe(50);
    expect(countUpValue(50, 5000, 2000)).toBe(50);
    for (let t = 0; t <= 2000; t += 100) expect(countUpValue(100, t, 2000)).toBeLessThanOrEqual(100);
  });
  it("rises monotonically, faster at first", () => {
    const values = [0, 500, 1000, 1500, 2000].map((t) => countUpValue(100, t, 2000));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(values[1]! - values[0]!).toBeGreaterThan(values[4]! - values[3]!);
  });
  it("shows the target at once for a zero duration", () => {
    expect(countUpValue(10, 0, 0)).toBe(10);
    expect(easeOutCubic(2)).toBe(1);
  });
});

describe("the counters", () => {
  afterEach(() => vi.unstubAllGlobals());

  function counterPage(reduced: boolean) {
    document.body.innerHTML = `<div ${COUNTER}><span ${COUNT_TO}="40" data-suffix="+">40+</span></div>`;
    vi.stubGlobal("matchMedia", () => ({ matches: reduced }));
    const seen = stubIntersectionObserver();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (run: FrameRequestCallback) => frames.push(run));
    countUp();
    return { value: document.querySelector(`[${COUNT_TO}]`)!, seen, frames };
  }

  it("wait at 0 until seen, then count up to the target", () => {
    const { value, seen, frames } = counterPage(false);
    expect(value.textContent).toBe("0+");
    seen(true, document.querySelector(`[${COUNTER}]`)!);
    const start = performance.now();
    frames.shift()!(start + 1000);
    expect(Number(value.getAttribute("data-value"))).toBeGreaterThan(20);
    frames.shift()!(start + 5000);
    expect(value.textContent).toBe("40+");
    expect(frames).toHaveLength(0);
  });

  it("keep their final value under reduced motion", () => {
    const { value } = counterPage(true);
    expect(value.textContent).toBe("40+");
  });
});
