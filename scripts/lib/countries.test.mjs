import { describe, expect, it } from "vitest";
import { countryNames as appCountryNames } from "../../app/features/contact/countries";
import { countryNames } from "./countries.mjs";

describe("countryNames", () => {
  it("lists every ISO region once, by English name, sorted", () => {
    const names = countryNames();
    expect(names).toHaveLength(249);
    expect(new Set(names).size).toBe(249);
    expect(names).toContain("India");
    expect(names).toContain("United States");
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("is the list the app is built with", () => {
    expect(appCountryNames).toEqual(countryNames());
  });
});
