import { describe, expect, it } from "vitest";
import { legacyArticleTarget } from "./legacy-article";

const articles = {
  paths: { flow: "/insights/flow-builder", crm: "/insights/small-business-crm" },
  fallback: "/insights/flow-builder",
};

describe("legacyArticleTarget", () => {
  it("takes a known section to its article, and no section to the default one", () => {
    expect(legacyArticleTarget("?section=crm", articles)).toBe("/insights/small-business-crm");
    expect(legacyArticleTarget("", articles)).toBe("/insights/flow-builder");
    expect(legacyArticleTarget("?section=", articles)).toBe("/insights/flow-builder");
  });

  it("leaves any other value on the Not Found page, inherited names too", () => {
    expect(legacyArticleTarget("?section=nope", articles)).toBeNull();
    expect(legacyArticleTarget("?section=constructor", articles)).toBeNull();
    expect(legacyArticleTarget("?section=__proto__", articles)).toBeNull();
  });
});
