import { describe, expect, it } from "vitest";
import { nearestToCenter } from "./nearest-center";

describe("nearestToCenter", () => {
  const boxes = [
    { top: -300, height: 200 }, // centre -200
    { top: 100, height: 200 }, // centre 200
    { top: 400, height: 200 }, // centre 500
  ];
  it("picks the box whose centre is nearest the viewport centre", () => {
    expect(nearestToCenter(boxes, 450)).toBe(2);
    expect(nearestToCenter(boxes, 300)).toBe(1);
    expect(nearestToCenter(boxes, -1000)).toBe(0);
  });
  it("lets the first box win a tie and copes with no boxes", () => {
    expect(nearestToCenter(boxes, 350)).toBe(1);
    expect(nearestToCenter([], 100)).toBe(0);
  });
});
