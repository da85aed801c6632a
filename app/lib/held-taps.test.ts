// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ENABLED_BY_SCRIPT,
  heldTapsScript,
  ISLAND_USED,
  LEFT_BEFORE_CODE,
  releaseHeldTaps,
  replayHeldTaps,
} from "./held-taps";
import { ISLAND_GIVE_UP_MS, PAGE_SCRIPT } from "./island-state";

/**
 * Runs the head script; returns what removes its listeners. It listens on the window for the
 * page's life, so each test collects them.
 */
function runHeadScript(): () => void {
  const added: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] =
    [];
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    added.push([type, listener, options]);
    add(type, listener, options);
  });
  new Function(heldTapsScript)();
  vi.mocked(window.addEventListener).mockRestore();
  return () =>
    added.forEach(([type, listener, options]) => window.removeEventListener(type, listener, options));
}

describe("held taps", () => {
  let removeListeners: () => void;
  beforeEach(() => {
    removeListeners = runHeadScript();
    document.body.innerHTML = `
      <button id="theme" data-theme-toggle>Dark theme</button>
      <button id="menu" popovertarget="nav">Menu</button>
      <button id="login" commandfor="login-dialog" command="show-modal">Login</button>
      <astro-island id="form" ssr><form><input id="name"><button id="send">Send</button></form></astro-island>
      <astro-island id="chat" ssr><button id="open">Chat</button></astro-island>`;
  });
  afterEach(() => removeListeners());

  const byId = <T extends HTMLElement = HTMLButtonElement>(id: string) => document.getElementById(id) as T;

  it("holds a tap inside an island before it is ready, marks it busy, and presses it once it is", () => {
    const pressed = vi.fn();
    byId("send").addEventListener("click", pressed);
    byId("send").click();
    expect(pressed).not.toHaveBeenCalled();
    expect(byId("send").getAttribute("aria-busy")).toBe("true");
    byId("form").setAttribute(ISLAND_USED, "ready");
    replayHeldTaps(byId("form"));
    expect(pressed).toHaveBeenCalledOnce();
    expect(byId("send").hasAttribute("aria-busy")).toBe(false);
  });

  it("presses only the held buttons of the island that became ready", () => {
    const sent = vi.fn();
    const opened = vi.fn();
    byId("send").addEventListener("click", sent);
    byId("open").addEventListener("click", opened);
    byId("send").click();
    byId("open").click();
    // As app/components/ui/island.tsx does: ready first, then the replay (else it is held again).
    byId("chat").setAttribute(ISLAND_USED, "ready");
    replayHeldTaps(byId("chat"));
    expect(opened).toHaveBeenCalledOnce();
    expect(sent).not.toHaveBeenCalled();
  });

  it("lets the platform's buttons and the page's own through", () => {
    for (const id of ["theme", "menu", "login"]) {
      const pressed = vi.fn();
      byId(id).addEventListener("click", pressed);
      byId(id).click();
      expect(pressed, id).toHaveBeenCalledOnce();
      expect(byId(id).hasAttribute("aria-busy"), id).toBe(false);
    }
  });

  it("lets taps through once the island is ready", () => {
    byId("form").setAttribute(ISLAND_USED, "ready");
    const pressed = vi.fn();
    byId("send").addEventListener("click", pressed);
    byId("send").click();
    expect(pressed).toHaveBeenCalledOnce();
  });

  it("marks an island used before its directive runs, and a field left before its code", () => {
    byId<HTMLInputElement>("name").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(byId("form").getAttribute(ISLAND_USED)).toBe("used");
    byId<HTMLInputElement>("name").dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    expect(byId("name").hasAttribute(LEFT_BEFORE_CODE)).toBe(true);
  });

  it("releases held taps of an island whose code never came", () => {
    byId("send").click();
    releaseHeldTaps(byId("form"));
    expect(byId("send").hasAttribute("aria-busy")).toBe(false);
    expect(window.__heldTaps).toHaveLength(0);
  });

  it("enables the buttons disabled until script runs, once the page is parsed", () => {
    document.body.insertAdjacentHTML(
      "beforeend",
      `<button id="late" disabled ${ENABLED_BY_SCRIPT}>Send</button>`,
    );
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(byId("late").disabled).toBe(false);
  });
});

describe("the page's deferred file", () => {
  let removeListeners: () => void;
  const appended = () => [...document.head.querySelectorAll("script[src]")] as HTMLScriptElement[];
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.replaceChildren();
    document.documentElement.setAttribute(PAGE_SCRIPT, "/assets/page.0123456789.js");
    removeListeners = runHeadScript();
    document.body.innerHTML = `<astro-island id="chat" ssr><button id="open">Chat</button></astro-island>`;
  });
  afterEach(() => {
    removeListeners();
    document.documentElement.removeAttribute(PAGE_SCRIPT);
    sessionStorage.clear();
    vi.useRealTimers();
  });

  it("is not fetched while the page paints, and comes once on the first use of an island", () => {
    expect(appended()).toEqual([]);
    document.getElementById("open")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    document.getElementById("open")!.click();
    window.dispatchEvent(new Event("load"));
    expect(appended().map((script) => script.getAttribute("src"))).toEqual(["/assets/page.0123456789.js"]);
  });

  it("comes with the used island's own code, asked for once, beside it", () => {
    const chat = document.getElementById("chat")!;
    chat.setAttribute("component-url", "/assets/chat.js");
    chat.setAttribute("renderer-url", "/assets/client.js");
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute("href"),
      );
    expect(preloads()).toEqual([]);
    document.getElementById("open")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    document.getElementById("open")!.click();
    expect(preloads()).toEqual(["/assets/chat.js", "/assets/client.js"]);
    expect(appended().map((script) => script.getAttribute("src"))).toEqual(["/assets/page.0123456789.js"]);
  });

  it("comes after the load event and a drawn frame when nothing was used", async () => {
    window.dispatchEvent(new Event("load"));
    expect(appended()).toEqual([]);
    await vi.runAllTimersAsync();
    expect(appended()).toHaveLength(1);
  });

  it("comes as soon as the page is parsed in a tab that has stored something", () => {
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(appended()).toEqual([]);
    sessionStorage.setItem("altura:chat:open", "1");
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(appended()).toHaveLength(1);
  });

  it("when it fails, or has not come in time, the island in use says so and its tap is no longer busy", () => {
    const open = document.getElementById("open")!;
    open.click();
    expect(open.getAttribute("aria-busy")).toBe("true");
    appended()[0]!.dispatchEvent(new Event("error"));
    expect(document.getElementById("chat")!.getAttribute(ISLAND_USED)).toBe("failed");
    expect(open.hasAttribute("aria-busy")).toBe(false);
  });

  it("gives up on a file that never comes", () => {
    const open = document.getElementById("open")!;
    open.click();
    vi.advanceTimersByTime(ISLAND_GIVE_UP_MS - 1);
    expect(open.getAttribute("aria-busy")).toBe("true");
    vi.advanceTimersByTime(1);
    expect(document.getElementById("chat")!.getAttribute(ISLAND_USED)).toBe("failed");
    expect(open.hasAttribute("aria-busy")).toBe(false);
  });
});
