import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("keeps theme font sizes next to text colours", () => {
    expect(cn("text-title font-bold", "text-ink")).toBe("text-title font-bold text-ink");
  });
  it("lets a later utility override an earlier one of the same kind", () => {
    expect(cn("px-4 text-display", undefined, "px-6 text-title")).toBe("px-6 text-title");
  });
});
