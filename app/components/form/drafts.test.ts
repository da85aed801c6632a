// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { clearDraft, loadDraft, saveDraft } from "./drafts";

const fields = ["name", "message"] as const;

describe("drafts", () => {
  beforeEach(() => sessionStorage.clear());

  it("keeps the listed text fields and restores them", () => {
    saveDraft("contact", fields, { name: "Ada", message: "Hello", cv: { files: 1 }, other: "x" });
    expect(loadDraft("contact", fields)).toEqual({ name: "Ada", message: "Hello" });
    expect(JSON.parse(sessionStorage.getItem("altura:draft:contact")!)).toEqual({
      name: "Ada",
      message: "Hello",
    });
  });

  it("forgets a draft with nothing typed, and after clearing", () => {
    saveDraft("contact", fields, { name: "Ada" });
    saveDraft("contact", fields, { name: "  ", message: "" });
    expect(loadDraft("contact", fields)).toBeNull();
    saveDraft("contact", fields, { name: "Ada" });
    clearDraft("contact");
    expect(loadDraft("contact", fields)).toBeNull();
  });

  it("ignores what it did not write", () => {
    sessionStorage.setItem("altura:draft:contact", "{not json");
    expect(loadDraft("contact", fields)).toBeNull();
    sessionStorage.setItem("altura:draft:contact", JSON.stringify({ name: 42, message: "ok" }));
    expect(loadDraft("contact", fields)).toEqual({ message: "ok" });
  });
});
