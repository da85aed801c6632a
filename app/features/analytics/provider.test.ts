// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

describe("page views", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    Object.defineProperty(document, "prerendering", { value: false, configurable: true });
  });

  it("wait for a prerendered page to be shown: nothing is loaded or counted before", async () => {
    vi.stubEnv("VITE_ANALYTICS_PROVIDER", "plausible");
    vi.resetModules();
    const { trackPageview } = await import("./provider");
    const plausible = vi.fn();
    Object.assign(window, { plausible });
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    const counted = trackPageview();
    await new Promise((resolve) => setTimeout(resolve));
    expect(document.head.querySelector("script")).toBeNull();
    Object.defineProperty(document, "prerendering", { value: false, configurable: true });
    document.dispatchEvent(new Event("prerenderingchange"));
    await vi.waitFor(() => expect(document.head.querySelector("script")).not.toBeNull());
    document.head.querySelector("script")!.dispatchEvent(new Event("load"));
    await counted;
    expect(plausible).toHaveBeenCalledExactlyOnceWith("pageview");
  });
});
