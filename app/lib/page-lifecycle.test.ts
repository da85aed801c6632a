// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { isPrerendering, shown, whenLoaded, whenParsed, whenShown } from "./page-lifecycle";

/** The document as a prerendered page has it until it is activated. */
function prerendering(value: boolean) {
  Object.defineProperty(document, "prerendering", { value, configurable: true });
}

describe("page lifecycle", () => {
  afterEach(() => {
    prerendering(false);
  });

  it("runs at once on a parsed and loaded page", () => {
    const run = vi.fn();
    whenParsed(run);
    whenLoaded(run);
    whenShown(run);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("waits while the page is parsed, not for its deferred scripts (DOMContentLoaded)", () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const run = vi.fn();
    whenParsed(run);
    document.dispatchEvent(new Event("readystatechange"));
    expect(run).not.toHaveBeenCalled();
    readyState.mockReturnValue("interactive");
    document.dispatchEvent(new Event("readystatechange"));
    expect(run).toHaveBeenCalledOnce();
    readyState.mockRestore();
    document.dispatchEvent(new Event("readystatechange"));
    expect(run).toHaveBeenCalledOnce();
  });

  it("waits for a prerendered page to be shown, once", async () => {
    prerendering(true);
    expect(isPrerendering()).toBe(true);
    const run = vi.fn();
    whenShown(run);
    const promised = shown().then(run);
    expect(run).not.toHaveBeenCalled();
    prerendering(false);
    document.dispatchEvent(new Event("prerenderingchange"));
    await promised;
    expect(run).toHaveBeenCalledTimes(2);
    document.dispatchEvent(new Event("prerenderingchange"));
    expect(run).toHaveBeenCalledTimes(2);
  });
});
