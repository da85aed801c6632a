// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubIntersectionObserver } from "~/testing/intersection-observer";
import carouselBehaviour, {
  CAROUSEL,
  CAROUSEL_AUTOPLAY,
  CAROUSEL_MOVE,
  CAROUSEL_PAUSE,
  CAROUSEL_PAUSED,
  CAROUSEL_PLAYING,
  CAROUSEL_SCROLL,
  CAROUSEL_VISIBLE,
  nearestIndex,
  pressTarget,
} from "./carousel-behaviour";

describe("nearestIndex", () => {
  it("finds the offset nearest the position, the first of two as near", () => {
    expect(nearestIndex([0, 300, 600, 900], 320)).toBe(1);
    expect(nearestIndex([0, 300, 600], 150)).toBe(0);
    expect(nearestIndex([0, 300, 600], 10_000)).toBe(2);
  });
});

describe("pressTarget", () => {
  const six = { slides: 6, by: 1, total: 9, looping: true };

  it("moves by the carousel's step", () => {
    expect(pressTarget(2, 1, six)).toEqual({ to: 3, jump: undefined });
    expect(pressTarget(2, -1, { ...six, by: 2 })).toEqual({ to: 0, jump: undefined });
  });

  it("jumps from a copy to its twin, and back past the first slide to the copies' twins", () => {
    expect(pressTarget(6, 1, six)).toEqual({ jump: 0, to: 1 });
    expect(pressTarget(0, -1, six)).toEqual({ jump: 6, to: 5 });
  });

  it("stays within the slides while every slide fits (no loop)", () => {
    const fits = { slides: 3, by: 1, total: 3, looping: false };
    expect(pressTarget(0, -1, fits)).toEqual({ to: 0, jump: undefined });
    expect(pressTarget(2, 1, fits)).toEqual({ to: 2, jump: undefined });
  });
});

/** A row of `count` slides `width` px wide in a view `view` px wide, scrolled by `scrollTo`. */
function layOut(count: number, width: number, view: number, { parsed = true } = {}) {
  document.body.innerHTML = `
    <div ${CAROUSEL}="c1" ${CAROUSEL_SCROLL}="1" ${CAROUSEL_VISIBLE}="2" ${CAROUSEL_AUTOPLAY}="5000">
      <div data-viewport><div data-track>${Array.from(
        { length: count },
        (_, i) => `<div class="slide" data-slide><img loading="lazy" alt="">${i + 1}</div>`,
      ).join("")}</div></div>
      <button ${CAROUSEL_MOVE}="-1">Previous</button><button ${CAROUSEL_PAUSE}>Pause</button>
      <button ${CAROUSEL_MOVE}="1">Next</button>
    </div>`;
  const viewport = document.querySelector<HTMLElement>("[data-viewport]")!;
  let scrolled = 0;
  Object.defineProperty(viewport, "scrollLeft", { get: () => scrolled, configurable: true });
  Object.defineProperty(viewport, "clientWidth", { value: view, configurable: true });
  viewport.getBoundingClientRect = () => ({ left: 0, right: view }) as DOMRect;
  const track = viewport.firstElementChild!;
  const placeSlides = () =>
    [...track.children].forEach((slide, index) => {
      (slide as HTMLElement).getBoundingClientRect = () =>
        ({ left: index * width - scrolled, right: (index + 1) * width - scrolled }) as DOMRect;
    });
  placeSlides();
  viewport.scrollTo = ((options: ScrollToOptions) => {
    scrolled = options.left ?? scrolled;
    placeSlides();
  }) as typeof viewport.scrollTo;
  // The script runs in the head: once the page is parsed it sets its carousels up, and a press
  // before that sets its carousel up.
  const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
  carouselBehaviour();
  if (parsed) {
    readyState.mockReturnValue("interactive");
    document.dispatchEvent(new Event("readystatechange"));
  }
  return { viewport, track, scrolled: () => scrolled, placeSlides };
}

describe("the carousel script", () => {
  let seen: (visible: boolean) => void;
  let resized: () => void;
  let removeListeners = () => {};
  beforeEach(() => {
    // The script listens on the document for the page's life: each test takes its listeners off.
    const added: [string, EventListenerOrEventListenerObject][] = [];
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, "addEventListener").mockImplementation((type, listener, options) => {
      added.push([type, listener]);
      add(type, listener, options);
    });
    removeListeners = () => added.forEach(([type, listener]) => document.removeEventListener(type, listener));
    vi.useFakeTimers();
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
      },
    );
    seen = stubIntersectionObserver();
  });
  afterEach(() => {
    removeListeners();
    vi.restoreAllMocks();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const next = () => document.querySelector<HTMLButtonElement>(`[${CAROUSEL_MOVE}="1"]`)!;
  const previous = () => document.querySelector<HTMLButtonElement>(`[${CAROUSEL_MOVE}="-1"]`)!;

  it("moves on a press before the page is parsed, and loops with hidden copies of the first slides", () => {
    const { viewport, track, scrolled, placeSlides } = layOut(4, 300, 600, { parsed: false });
    next().click();
    expect(scrolled()).toBe(300);
    const copies = [...track.children].slice(4) as HTMLElement[];
    expect(copies).toHaveLength(2);
    expect(copies.every((copy) => copy.inert && copy.getAttribute("aria-hidden") === "true")).toBe(true);
    placeSlides();
    // A swipe back to the first slide takes over from the move; then back past it: to the
    // copies' twins first (instantly), then one back.
    viewport.dispatchEvent(new Event("pointerdown"));
    viewport.scrollTo({ left: 0 });
    previous().click();
    expect(scrolled()).toBe(900);
  });

  it("copies no slide at load, only once reached for (a touch, the wheel, focus)", () => {
    for (const reach of ["pointerdown", "wheel", "focusin"]) {
      const { viewport, track } = layOut(4, 300, 600);
      resized();
      expect(track.children, reach).toHaveLength(4);
      viewport.dispatchEvent(new Event(reach));
      expect(track.children, reach).toHaveLength(6);
      removeListeners();
    }
  });

  it("disables its buttons and drops the loop while every slide fits", () => {
    const { track } = layOut(2, 300, 600);
    resized();
    expect(next().disabled).toBe(true);
    expect(previous().disabled).toBe(true);
    expect(track.children).toHaveLength(2);
  });

  it("autoplays once near the viewport, loads every picture then, and pauses on Pause", () => {
    const { track, scrolled } = layOut(4, 300, 600);
    resized();
    expect(track.querySelector("img")!.getAttribute("loading")).toBe("lazy");
    seen(true);
    expect(track.querySelector("img")!.getAttribute("loading")).toBe("eager");
    const carousel = document.querySelector(`[${CAROUSEL}]`)!;
    expect(carousel.hasAttribute(CAROUSEL_PLAYING)).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(scrolled()).toBe(300);
    document.querySelector<HTMLButtonElement>(`[${CAROUSEL_PAUSE}]`)!.click();
    expect(carousel.hasAttribute(CAROUSEL_PAUSED)).toBe(true);
    expect(carousel.hasAttribute(CAROUSEL_PLAYING)).toBe(false);
    vi.advanceTimersByTime(20_000);
    expect(scrolled()).toBe(300);
  });
});
