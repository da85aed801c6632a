import { describe, expect, it } from "vitest";
import { countUpValue, easeOutCubic } from "./count-up";

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
