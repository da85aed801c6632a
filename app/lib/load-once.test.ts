import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("loads once, shares the promise and gives the value once it has come", async () => {
    const load = vi.fn(() => Promise.resolve(42));
    const loader = loadOnce(load);
    expect(loader.loaded()).toBeUndefined();
    const first = loader();
    expect(loader()).toBe(first);
    expect(await first).toBe(42);
    expect(loader.loaded()).toBe(42);
    expect(load).toHaveBeenCalledOnce();
  });

  it("loads again after a failure", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce("index");
    const loader = loadOnce<string>(load);
    await expect(loader()).rejects.toThrow("offline");
    expect(loader.loaded()).toBeUndefined();
    expect(await loader()).toBe("index");
    expect(loader.loaded()).toBe("index");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
