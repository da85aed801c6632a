import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { coreFace, TARGET } from "./font.mjs";

describe("the core face", () => {
  it("is what `npm run font` makes from the installed font and the character list", async () => {
    expect(Buffer.compare(await coreFace(), readFileSync(TARGET))).toBe(0);
  });
});
