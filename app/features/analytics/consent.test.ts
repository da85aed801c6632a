import { describe, expect, it } from "vitest";
import { mayTrack, optedOut, shouldAsk } from "./consent";

const none = {};
const gpc = { globalPrivacyControl: true };
const dnt = { doNotTrack: "1" };

describe("analytics consent rules", () => {
  it("never tracks under Global Privacy Control or Do Not Track, whatever was chosen", () => {
    for (const signals of [gpc, dnt]) {
      expect(optedOut(signals)).toBe(true);
      expect(mayTrack(false, signals, null)).toBe(false);
      expect(mayTrack(true, signals, "granted")).toBe(false);
      expect(shouldAsk(true, signals, null)).toBe(false);
    }
    expect(optedOut({ doNotTrack: "0", globalPrivacyControl: false })).toBe(false);
  });

  it("tracks a cookieless setup without asking", () => {
    expect(mayTrack(false, none, null)).toBe(true);
    expect(shouldAsk(false, none, null)).toBe(false);
  });

  it("asks first when consent is required, and tracks only after a yes", () => {
    expect(shouldAsk(true, none, null)).toBe(true);
    expect(mayTrack(true, none, null)).toBe(false);
    expect(mayTrack(true, none, "denied")).toBe(false);
    expect(shouldAsk(true, none, "denied")).toBe(false);
    expect(mayTrack(true, none, "granted")).toBe(true);
  });
});
