// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { visitorIsBusy } from "./popup-turn";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("visitorIsBusy", () => {
  it("is false on an untouched page", () => {
    document.body.innerHTML = `<button aria-expanded="false">Menu</button><dialog></dialog><input>`;
    expect(visitorIsBusy(document)).toBe(false);
  });

  it("is true while a field has focus", () => {
    document.body.innerHTML = `<textarea></textarea>`;
    document.querySelector("textarea")!.focus();
    expect(visitorIsBusy(document)).toBe(true);
  });

  it("is false when a button (not a field) has focus", () => {
    document.body.innerHTML = `<button>Go</button>`;
    document.querySelector("button")!.focus();
    expect(visitorIsBusy(document)).toBe(false);
  });

  it.each([
    ["an open chat or menu", `<button aria-expanded="true">Chat with us</button>`],
    ["an open dialog", `<dialog open>Search</dialog>`],
    ["a modal widget", `<div role="dialog" aria-modal="true"></div>`],
  ])("is true with %s", (_, html) => {
    document.body.innerHTML = html;
    expect(visitorIsBusy(document)).toBe(true);
  });
});
