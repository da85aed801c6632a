import { describe, expect, it } from "vitest";
import { pagePath } from "./page-meta";

describe("pagePath", () => {
  it("names the page whether or not the pre-render's request ends in a slash", () => {
    expect(pagePath(new URL("http://localhost/salesforceServices/"))).toBe("/salesforceServices");
    expect(pagePath(new URL("http://localhost/salesforceServices"))).toBe("/salesforceServices");
    expect(pagePath(new URL("http://localhost/careers/java-developer/"))).toBe("/careers/java-developer");
    expect(pagePath(new URL("http://localhost/"))).toBe("/");
  });
});
