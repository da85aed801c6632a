// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { clearHandoff, handoffSnapshot, offerHandoff, subscribeHandoff } from "./chat-handoff";
import { markHandoffApplied, parseHandoff, readHandoff } from "./chat-handoff-read";

describe("chat hand-off storage", () => {
  beforeEach(() => sessionStorage.clear());

  it("offers a message, marks it applied and clears it, telling subscribers each time", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeHandoff(listener);
    offerHandoff("From your website chat: Connect with Us.");
    expect(readHandoff()).toEqual({ message: "From your website chat: Connect with Us.", applied: false });
    markHandoffApplied();
    expect(readHandoff()).toEqual({ message: "From your website chat: Connect with Us.", applied: true });
    clearHandoff();
    expect(readHandoff()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    offerHandoff("again");
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("gives a stable snapshot while nothing changes", () => {
    offerHandoff("hello there, some text");
    expect(handoffSnapshot()).toBe(handoffSnapshot());
  });

  it("ignores what is not a hand-off", () => {
    for (const raw of ["", "{", "null", "42", '{"message":1,"applied":false}', '{"message":"x"}']) {
      expect(parseHandoff(raw), raw).toBeNull();
    }
    sessionStorage.setItem("altura:chat-handoff", "not json");
    expect(readHandoff()).toBeNull();
    markHandoffApplied(); // nothing to mark
    expect(sessionStorage.getItem("altura:chat-handoff")).toBe("not json");
  });

  it("works without storage (blocked by the browser): no hand-off, no error", () => {
    const spy = vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(() => offerHandoff("hello")).not.toThrow();
    expect(readHandoff()).toBeNull();
    expect(() => clearHandoff()).not.toThrow();
    spy.mockRestore();
  });
});
