// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ENABLED_BY_SCRIPT, heldTapsScript, replayHeldTaps } from "./held-taps";

const runHeadScript = () => new Function(heldTapsScript)() as void;

describe("held taps", () => {
  let removeListeners: () => void;
  beforeEach(() => {
    // The head script listens on the window for the page's life: collect its listeners to remove them.
    const added: [
      string,
      EventListenerOrEventListenerObject,
      boolean | AddEventListenerOptions | undefined,
    ][] = [];
    const add = window.addEventListener.bind(window);
    vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
      added.push([type, listener, options]);
      add(type, listener, options);
    });
    runHeadScript();
    vi.mocked(window.addEventListener).mockRestore();
    removeListeners = () =>
      added.forEach(([type, listener, options]) => window.removeEventListener(type, listener, options));
    document.body.innerHTML = `
      <button id="theme">Dark theme</button>
      <button id="menu" popovertarget="nav">Menu</button>
      <div data-deferred="waiting"><form><input name="name"><button id="send">Send</button></form></div>`;
  });
  afterEach(() => {
    removeListeners();
    delete document.documentElement.dataset.hydrated;
  });

  const button = (id: string) => document.getElementById(id) as HTMLButtonElement;

  it("holds a tap before hydration, marks it busy, and presses it once the code is there", () => {
    const pressed = vi.fn();
    button("theme").addEventListener("click", pressed);
    button("theme").click();
    expect(pressed).not.toHaveBeenCalled();
    expect(button("theme").getAttribute("aria-busy")).toBe("true");
    document.documentElement.dataset.hydrated = "true";
    replayHeldTaps("shell");
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(button("theme").hasAttribute("aria-busy")).toBe(false);
    replayHeldTaps("shell"); // pressed once, not again
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it("lets the browser answer popover buttons, and hydrated buttons pass", () => {
    const pressed = vi.fn();
    button("menu").addEventListener("click", pressed);
    button("menu").click();
    expect(pressed).toHaveBeenCalledTimes(1);
    document.documentElement.dataset.hydrated = "true";
    button("theme").addEventListener("click", pressed);
    button("theme").click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it("keeps a deferred part's taps for that part's code, and marks the part used", () => {
    const part = document.querySelector<HTMLElement>("[data-deferred]")!;
    document.querySelector("input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(part.dataset.deferred).toBe("used");
    document.documentElement.dataset.hydrated = "true";
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector("form")!.addEventListener("submit", submitted);
    button("send").click();
    replayHeldTaps("shell"); // the shell's code is there, the form's is not
    expect(submitted).not.toHaveBeenCalled();
    part.dataset.deferred = "ready";
    replayHeldTaps(part);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("names the attribute of buttons it enables once the page is parsed", () => {
    expect(heldTapsScript).toContain(`button[${ENABLED_BY_SCRIPT}]`);
  });
});
