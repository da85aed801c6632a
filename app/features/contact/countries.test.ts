import { describe, expect, it } from "vitest";
import { countryList } from "./countries";

describe("countryList", () => {
  it("lists every ISO region once, by English name", () => {
    const list = countryList();
    expect(list).toHaveLength(249);
    expect(new Set(list.map((country) => country.code)).size).toBe(249);
    expect(list.find((country) => country.code === "IN")?.name).toBe("India");
    const names = list.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });
});
