// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubIntersectionObserver } from "~/testing/intersection-observer";
import flipCards, { FLIPPED } from "./flip-cards";
import heroVideo, { HERO_VIDEO_ATTR, HERO_VIDEO_TOGGLE, videoFor } from "./hero-video";
import howWeWorkHighlight, { nearestToCentre, STEP } from "./how-we-work-highlight";

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("flip cards", () => {
  it("turn over on a tap outside their link, and back", () => {
    flipCards();
    document.body.innerHTML = `<div ${FLIPPED}="false"><p id="face">Front</p><a id="link" href="#x">More</a></div>`;
    const card = document.querySelector(`[${FLIPPED}]`)!;
    document.getElementById("face")!.click();
    expect(card.getAttribute(FLIPPED)).toBe("true");
    document.getElementById("link")!.click();
    expect(card.getAttribute(FLIPPED)).toBe("true");
    document.getElementById("face")!.click();
    expect(card.getAttribute(FLIPPED)).toBe("false");
  });
});

describe("how we work", () => {
  it("finds the step nearest the middle of the window, the first of two as near", () => {
    const box = (top: number) => ({ top, height: 100 });
    expect(nearestToCentre([box(0), box(300), box(600)], 400)).toBe(1);
    expect(nearestToCentre([box(0), box(200)], 150)).toBe(0);
  });

  /** Three steps in a band (tops 0, 350, 700); `nearView(true)` is the band coming near the screen. */
  const band = () => {
    const seen = stubIntersectionObserver();
    vi.stubGlobal("requestAnimationFrame", (run: () => void) => (run(), 1));
    vi.stubGlobal("innerHeight", 800);
    document.body.innerHTML = `<section><ol>${[0, 350, 700]
      .map((top, index) => `<li ${STEP} data-top="${top}" data-active="${index === 0}"></li>`)
      .join("")}</ol></section>`;
    const measured: number[] = [];
    for (const step of document.querySelectorAll<HTMLElement>(`[${STEP}]`))
      step.getBoundingClientRect = () => {
        measured.push(Number(step.dataset.top));
        return { top: Number(step.dataset.top), height: 100 } as DOMRect;
      };
    howWeWorkHighlight();
    const steps = [...document.querySelectorAll(`[${STEP}]`)];
    return {
      measured,
      nearView: (isIntersecting: boolean) => seen(isIntersecting),
      active: () => steps.map((step) => step.getAttribute("data-active")),
      current: () => steps.findIndex((step) => step.getAttribute("aria-current") === "step"),
    };
  };

  it("marks the step nearest the middle active and current once its band is near the screen", () => {
    const { nearView, active, current } = band();
    nearView(true);
    expect(active()).toEqual(["false", "true", "false"]);
    expect(current()).toBe(1);
  });

  it("measures nothing while its band is far from the screen, not even on a scroll", () => {
    const { nearView, active, measured } = band();
    nearView(false);
    window.dispatchEvent(new Event("scroll"));
    expect(measured).toEqual([]);
    expect(active()).toEqual(["true", "false", "false"]);
  });
});

describe("the hero video", () => {
  const placeholder = () => {
    document.body.innerHTML = `<section><div hidden ${HERO_VIDEO_ATTR} data-webm="/v.webm" data-mp4="/v.mp4"
      data-poster="/p.webp" data-class="cover"></div><button ${HERO_VIDEO_TOGGLE}>Play</button></section>`;
    return document.querySelector<HTMLElement>(`[${HERO_VIDEO_ATTR}]`)!;
  };

  it("is made muted and looping from its placeholder's data, hidden from assistive technology", () => {
    const video = videoFor(placeholder());
    expect([video.muted, video.loop, video.poster, video.className]).toEqual([
      true,
      true,
      "http://localhost:3000/p.webp",
      "cover",
    ]);
    expect([...video.querySelectorAll("source")].map((source) => source.type)).toEqual([
      "video/webm",
      "video/mp4",
    ]);
    expect(video.getAttribute("aria-hidden")).toBe("true");
  });

  it("comes on a wide window only, and its button pauses it", () => {
    placeholder();
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.startsWith("(min-width"),
      addEventListener() {},
    }));
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue();
    const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
    heroVideo();
    expect(document.querySelector("video")).not.toBeNull();
    expect(play).toHaveBeenCalledOnce();
    vi.spyOn(HTMLMediaElement.prototype, "paused", "get").mockReturnValue(false);
    document.querySelector<HTMLButtonElement>(`[${HERO_VIDEO_TOGGLE}]`)!.click();
    expect(pause).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });

  it("waits for its button under reduced motion: the poster until then, then it plays", () => {
    placeholder();
    vi.stubGlobal("matchMedia", () => ({ matches: true, addEventListener() {} }));
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue();
    heroVideo();
    expect(document.querySelector("video")).toBeNull();
    expect(play).not.toHaveBeenCalled();
    document.querySelector<HTMLButtonElement>(`[${HERO_VIDEO_TOGGLE}]`)!.click();
    expect(document.querySelector("video")).not.toBeNull();
    expect(play).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});
