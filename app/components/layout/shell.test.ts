// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ISLAND_STATE } from "~/components/ui/island-state";
import { storageKeys } from "~/lib/storage";
import shell, { MAIN_MENU_NAME, SITE_HEADER, THEME_TOGGLE } from "./shell";

function systemIs(theme: "light" | "dark") {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(prefers-color-scheme: dark)" && theme === "dark",
    addEventListener() {},
  }));
}

const root = document.documentElement;

describe("the shell script", () => {
  beforeAll(() => {
    systemIs("light");
    localStorage.setItem(storageKeys.theme, "dark");
    shell();
  });
  beforeEach(() => {
    systemIs("light");
    document.body.innerHTML = `
      <header ${SITE_HEADER} data-state="transparent">
        <details name="${MAIN_MENU_NAME}" open><summary>Services</summary><a href="/java">Java</a></details>
        <button ${THEME_TOGGLE} aria-pressed="false">Dark theme</button>
        <astro-island><button aria-keyshortcuts="/ Control+K" id="search">Search</button></astro-island>
      </header>
      <main><p id="outside">Text</p><input id="field"></main>`;
  });
  afterEach(() => vi.unstubAllGlobals());

  it("applies the stored theme before anything is painted", () => {
    expect(root.dataset.theme).toBe("dark");
  });

  it("switches the theme on the first press, remembers a choice that differs from the system's", () => {
    delete root.dataset.theme;
    localStorage.removeItem(storageKeys.theme);
    const toggle = document.querySelector<HTMLButtonElement>(`[${THEME_TOGGLE}]`)!;
    toggle.click();
    expect(root.dataset.theme).toBe("dark");
    expect(localStorage.getItem(storageKeys.theme)).toBe("dark");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    toggle.click();
    expect(root.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(storageKeys.theme)).toBeNull();
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
  });

  it("closes an open menu on Esc (focus back on its summary) and on a press outside", () => {
    const menu = document.querySelector("details")!;
    document.querySelector("a")!.focus();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(document.querySelector("summary"));
    menu.open = true;
    document.getElementById("outside")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(menu.open).toBe(false);
  });

  it("makes the header solid past the scroll threshold", () => {
    vi.stubGlobal("requestAnimationFrame", (run: () => void) => (run(), 1));
    vi.stubGlobal("scrollY", 150);
    dispatchEvent(new Event("scroll"));
    expect(document.querySelector<HTMLElement>(`[${SITE_HEADER}]`)!.dataset.state).toBe("solid");
  });

  it("presses search's button on its shortcut until the search island is ready, never in a field", () => {
    const search = document.getElementById("search")!;
    const pressed = vi.fn();
    search.addEventListener("click", pressed);
    const slash = () => new KeyboardEvent("keydown", { key: "/", bubbles: true, cancelable: true });
    document.getElementById("field")!.dispatchEvent(slash());
    expect(pressed).not.toHaveBeenCalled();
    const key = slash();
    document.body.dispatchEvent(key);
    expect(pressed).toHaveBeenCalledOnce();
    expect(key.defaultPrevented).toBe(true);
    search.closest("astro-island")!.setAttribute(ISLAND_STATE, "ready");
    document.body.dispatchEvent(slash());
    expect(pressed).toHaveBeenCalledOnce();
  });
});
