import { describe, expect, it } from "vitest";
import { nearestIndex } from "./nearest";

describe("nearestIndex", () => {
  const centres = [-200, 200, 500];
  it("picks the value nearest the target", () => {
    expect(nearestIndex(centres, 450)).toBe(2);
    expect(nearestIndex(centres, 300)).toBe(1);
    expect(nearestIndex(centres, -1000)).toBe(0);
  });
  it("lets the first value win a tie and copes with no values", () => {
    expect(nearestIndex(centres, 350)).toBe(1);
    expect(nearestIndex([], 100)).toBe(0);
  });
});
