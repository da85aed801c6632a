// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ENABLED_BY_SCRIPT,
  ISLAND_FAILED_NOTICE,
  ISLAND_GIVE_UP_MS,
  ISLAND_READY_EVENT,
  ISLAND_STATE,
  LEFT_BEFORE_CODE,
} from "./island-state";
import clientUse, { type UseDirectiveValue } from "./island-use";

/** What Astro hands the directive: `load` resolves with the island's hydrate function. */
function directiveOn(
  island: HTMLElement,
  {
    value = true as true | UseDirectiveValue,
    load = vi.fn(() => Promise.resolve(() => Promise.resolve())),
  } = {},
) {
  void clientUse(load, { name: "use", value } as unknown as Parameters<typeof clientUse>[1], island);
  return load;
}

const byId = <T extends HTMLElement = HTMLButtonElement>(id: string) => document.getElementById(id) as T;
const ready = (island: HTMLElement) => island.dispatchEvent(new Event(ISLAND_READY_EVENT));

describe("client:use", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = `
      <astro-island id="form" ssr><form method="post"><input id="name" name="name">
        <button id="send" disabled ${ENABLED_BY_SCRIPT}>Send</button></form></astro-island>
      <p id="notice" tabindex="-1" ${ISLAND_FAILED_NOTICE}>Write to us</p>
      <astro-island id="chat" ssr><button id="open" popovertarget="waiting">Chat</button>
        <div id="waiting" popover role="status" aria-busy="true">Loading chat…</div></astro-island>`;
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it("enables the Send the HTML disables for visitors without script", () => {
    directiveOn(byId("form"));
    expect(byId("send").disabled).toBe(false);
  });

  it("loads the code on the first use inside the island, not before", () => {
    const load = directiveOn(byId("form"));
    expect(load).not.toHaveBeenCalled();
    expect(byId("form").hasAttribute(ISLAND_STATE)).toBe(false);
    byId("name").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(load).toHaveBeenCalledOnce();
    expect(byId("form").getAttribute(ISLAND_STATE)).toBe("loading");
  });

  it("loads at once when the tab holds one of its stored keys", () => {
    sessionStorage.setItem("altura:chat:open", "1");
    const load = directiveOn(byId("chat"), { value: { storedKeys: ["altura:chat:open"] } });
    expect(load).toHaveBeenCalledOnce();
  });

  it("loads on its wake-up event", () => {
    const load = directiveOn(byId("form"), { value: { wakeOn: "altura:test-wake" } });
    dispatchEvent(new Event("altura:test-wake"));
    expect(load).toHaveBeenCalledOnce();
  });

  it("holds a press made before the code, busy, and carries it out once when the island is ready", async () => {
    directiveOn(byId("form"));
    const sent = vi.fn((event: Event) => event.preventDefault());
    byId("send").addEventListener("click", sent);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    byId("form").querySelector("form")!.addEventListener("submit", submitted);
    for (let press = 0; press < 5; press++) byId("send").click();
    expect(sent).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();
    expect(byId("send").getAttribute("aria-busy")).toBe("true");
    ready(byId("form"));
    expect(byId("form").getAttribute(ISLAND_STATE)).toBe("ready");
    await vi.runOnlyPendingTimersAsync();
    expect(sent).toHaveBeenCalledOnce();
    expect(byId("send").hasAttribute("aria-busy")).toBe(false);
    // Ready: a press is React's at once.
    byId("send").click();
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it("leaves a popover's button to the browser", () => {
    const load = directiveOn(byId("chat"));
    const opened = vi.fn();
    byId("open").addEventListener("click", opened);
    byId("open").click();
    expect(opened).toHaveBeenCalledOnce();
    expect(byId("open").hasAttribute("aria-busy")).toBe(false);
    expect(load).not.toHaveBeenCalled(); // a click alone is no pointer: the press starts it
  });

  it("marks a field left before the code", () => {
    directiveOn(byId("form"));
    byId("name").dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    expect(byId("name").hasAttribute(LEFT_BEFORE_CODE)).toBe(true);
  });

  it("releases a held press and shows the notice when the code fails", async () => {
    const load = vi.fn(() => Promise.reject(new Error("404")));
    directiveOn(byId("form"), { load });
    byId("send").click();
    await vi.advanceTimersByTimeAsync(0);
    expect(byId("form").getAttribute(ISLAND_STATE)).toBe("failed");
    expect(byId("send").hasAttribute("aria-busy")).toBe(false);
    expect(document.activeElement).toBe(byId("notice"));
  });

  it("fails when Astro reports the import failed (after its own retry)", () => {
    directiveOn(byId("form"));
    byId("name").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    byId("form").dispatchEvent(new CustomEvent("astro:hydration-error"));
    expect(byId("form").getAttribute(ISLAND_STATE)).toBe("failed");
  });

  it(`gives up after ${ISLAND_GIVE_UP_MS} ms without code, and hydrates still if it comes later`, async () => {
    directiveOn(byId("form"), { load: vi.fn(() => new Promise<never>(() => {})) });
    byId("send").click();
    await vi.advanceTimersByTimeAsync(ISLAND_GIVE_UP_MS - 1);
    expect(byId("send").getAttribute("aria-busy")).toBe("true");
    await vi.advanceTimersByTimeAsync(1);
    expect(byId("form").getAttribute(ISLAND_STATE)).toBe("failed");
    expect(byId("send").hasAttribute("aria-busy")).toBe(false);
    ready(byId("form"));
    expect(byId("form").getAttribute(ISLAND_STATE)).toBe("ready");
  });

  it("never holds a press on a failed island: no busy button, no native submit, focus to the notice", async () => {
    directiveOn(byId("form"), { load: vi.fn(() => Promise.reject(new Error("404"))) });
    byId("name").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(byId("form").getAttribute(ISLAND_STATE)).toBe("failed");
    byId("name").focus();
    const submitted = vi.fn();
    byId("form").querySelector("form")!.addEventListener("submit", submitted);
    const press = new MouseEvent("click", { bubbles: true, cancelable: true });
    byId("send").dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
    expect(byId("send").hasAttribute("aria-busy")).toBe(false);
    expect(document.activeElement).toBe(byId("notice"));
    await vi.runAllTimersAsync();
    expect(byId("send").hasAttribute("aria-busy")).toBe(false);
  });

  it("takes the busy state off a failed island's placeholder", async () => {
    directiveOn(byId("chat"), { load: vi.fn(() => Promise.reject(new Error("offline"))) });
    byId("open").dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(byId("chat").getAttribute(ISLAND_STATE)).toBe("failed");
    expect(byId("waiting").hasAttribute("aria-busy")).toBe(false);
  });
});
