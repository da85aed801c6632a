import type { Locator } from "@playwright/test";

/** Slides of a carousel (by its accessible name) that lie fully inside its visible window. */
export async function visibleSlideCount(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const viewport = root.querySelector("[data-viewport]")!.getBoundingClientRect();
    return [...root.querySelectorAll("[data-slide]")].filter((slide) => {
      // The slide's content, without the gutter padding of the slide itself.
      const box = (slide.firstElementChild ?? slide).getBoundingClientRect();
      return box.width > 0 && box.left >= viewport.left - 2 && box.right <= viewport.right + 2;
    }).length;
  });
}

/** The label ("2 of 6") of the first slide fully in view: changes when the carousel moves. */
export async function firstVisibleSlide(carousel: Locator): Promise<string | null> {
  return carousel.evaluate((root) => {
    const viewport = root.querySelector("[data-viewport]")!.getBoundingClientRect();
    const slide = [...root.querySelectorAll("[data-slide]")].find((candidate) => {
      const box = (candidate.firstElementChild ?? candidate).getBoundingClientRect();
      return box.left >= viewport.left - 2 && box.left < viewport.right;
    });
    return slide?.getAttribute("aria-label") ?? null;
  });
}

/** The label of the slide that starts exactly at the left of the visible window: null while moving. */
export async function restingSlide(carousel: Locator): Promise<string | null> {
  return carousel.evaluate((root) => {
    const viewport = root.querySelector("[data-viewport]")!.getBoundingClientRect();
    const slide = [...root.querySelectorAll("[data-slide]")].find(
      (candidate) => Math.abs(candidate.getBoundingClientRect().left - viewport.left) < 2,
    );
    return slide?.getAttribute("aria-label") ?? null;
  });
}
