import { describe, expect, it } from "vitest";
import { playwrightSpecs } from "./playwright-report.mjs";

describe("playwrightSpecs", () => {
  it("lists the specs of every nested describe block, in order", () => {
    const spec = (title) => ({ title, file: "a.spec.ts", line: 1, tests: [] });
    const report = {
      suites: [
        { specs: [spec("top")], suites: [{ specs: [spec("inner")], suites: [{ specs: [spec("deep")] }] }] },
        { specs: [spec("next file")] },
      ],
    };
    expect(playwrightSpecs(report).map((found) => found.title)).toEqual([
      "top",
      "inner",
      "deep",
      "next file",
    ]);
  });

  it("gives nothing for a report that is missing", () => {
    expect(playwrightSpecs(null)).toEqual([]);
  });
});
