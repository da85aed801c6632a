// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import popupTurn, { HOME_POPUP_ID, POPUP_DELAY_MS, POPUP_DISMISSED_KEY, visitorIsBusy } from "./popup-turn";

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

describe("the invitation's turn", () => {
  let stopListening: () => void = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    document.body.innerHTML = `<dialog id="${HOME_POPUP_ID}"><a href="/contactUs">Book</a></dialog><p>Home</p>`;
    // jsdom has no modal dialogs: opening one is marked, as a browser shows it.
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    // Each run listens on the window for the page's life; the test takes them off after.
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
    stopListening = () => {
      vi.mocked(window.addEventListener).mockRestore();
      for (const [type, listener, options] of added) window.removeEventListener(type, listener, options);
    };
  });
  afterEach(() => {
    stopListening();
    vi.useRealTimers();
    Object.defineProperty(document, "prerendering", { value: false, configurable: true });
  });

  const dialog = () => document.getElementById(HOME_POPUP_ID) as HTMLDialogElement;

  it(`opens ${POPUP_DELAY_MS} ms after the page has loaded, with the body holding focus behind it`, () => {
    popupTurn();
    vi.advanceTimersByTime(POPUP_DELAY_MS - 1);
    expect(dialog().open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(dialog().open).toBe(true);
    expect(document.activeElement).toBe(document.body);
  });

  it("stays away once the visitor has started something, for the session", () => {
    popupTurn();
    dispatchEvent(new Event("pointerdown"));
    vi.advanceTimersByTime(POPUP_DELAY_MS * 2);
    expect(dialog().open).toBe(false);
    expect(sessionStorage.getItem(POPUP_DISMISSED_KEY)).toBe("visitor-started");
  });

  it("stays away when dismissed in this tab", () => {
    sessionStorage.setItem(POPUP_DISMISSED_KEY, "1");
    popupTurn();
    vi.advanceTimersByTime(POPUP_DELAY_MS * 2);
    expect(dialog().open).toBe(false);
  });

  it("waits in a prerendered page until the visitor arrives", () => {
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    popupTurn();
    vi.advanceTimersByTime(POPUP_DELAY_MS * 10);
    expect(dialog().open).toBe(false);
    Object.defineProperty(document, "prerendering", { value: false, configurable: true });
    document.dispatchEvent(new Event("prerenderingchange"));
    vi.advanceTimersByTime(POPUP_DELAY_MS - 1);
    expect(dialog().open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(dialog().open).toBe(true);
  });
});
