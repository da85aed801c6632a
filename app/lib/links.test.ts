import { describe, expect, it } from "vitest";
import { LINK_PATTERN, linkKind } from "./links";

describe("linkKind", () => {
  it("knows the site's paths and the addresses a link may leave by", () => {
    expect(linkKind("/contactUs")).toBe("internal");
    expect(linkKind("/contactUs#mapContainer")).toBe("internal");
    expect(linkKind("https://www.salesforce.com/")).toBe("external");
    expect(linkKind("mailto:hello@altura.example")).toBe("external");
    expect(linkKind("tel:+12125550142")).toBe("external");
  });

  it("refuses everything else", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "http://example.com",
      "//evil.example",
      "/\\evil.example",
      "https:/\\evil.example",
      "https:evil.example",
      "HTTPS://example.com",
      "/contact us",
      "contactUs",
      "",
    ]) {
      expect(linkKind(href), href).toBeNull();
    }
  });

  it("is the pattern content records are checked with", () => {
    for (const href of [
      "/careers",
      "https://example.com/a",
      "mailto:a@b.example",
      "tel:+1",
      "//evil.example",
      "javascript:x",
    ]) {
      expect(LINK_PATTERN.test(href), href).toBe(linkKind(href) !== null);
    }
  });
});
