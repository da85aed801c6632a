// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storageKeys } from "./storage";
import { applyStoredTheme, chooseTheme, currentTheme } from "./theme";

const THEME_STORAGE_KEY = storageKeys.theme;

function systemIs(theme: "light" | "dark") {
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({ matches: query === "(prefers-color-scheme: dark)" && theme === "dark" }) as MediaQueryList,
  );
}

const runHeadScript = applyStoredTheme;

describe("theme", () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });
  afterEach(() => vi.unstubAllGlobals());

  it("follows the system when nothing was chosen", () => {
    systemIs("dark");
    runHeadScript();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(currentTheme()).toBe("dark");
  });

  it("remembers a choice that differs from the system, and the head script applies it", () => {
    systemIs("light");
    chooseTheme("dark");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(currentTheme()).toBe("dark");
    delete document.documentElement.dataset.theme; // a new page load
    runHeadScript();
    expect(document.documentElement.dataset.theme).toBe("dark");
    localStorage.removeItem(THEME_STORAGE_KEY);
    delete document.documentElement.dataset.theme;
  });

  it("choosing the system's own theme forgets the choice", () => {
    systemIs("light");
    chooseTheme("dark");
    chooseTheme("light");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(currentTheme()).toBe("light");
  });

  it("the head script ignores anything but light or dark", () => {
    localStorage.setItem(THEME_STORAGE_KEY, "purple");
    runHeadScript();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it("the head script survives blocked storage", () => {
    const spy = vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(runHeadScript).not.toThrow();
    spy.mockRestore();
  });
});

describe("applyStoredTheme", () => {
  it("uses nothing from storage but the words light and dark", () => {
    delete document.documentElement.dataset.theme;
    localStorage.setItem(THEME_STORAGE_KEY, '"><img src=x onerror=alert(1)>');
    runHeadScript();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(document.head.innerHTML).not.toContain("onerror");
    localStorage.setItem(THEME_STORAGE_KEY, "dark");
    runHeadScript();
    expect(document.documentElement.dataset.theme).toBe("dark");
    localStorage.removeItem(THEME_STORAGE_KEY);
    delete document.documentElement.dataset.theme;
  });
});
