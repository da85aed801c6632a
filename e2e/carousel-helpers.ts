import { expect, type Locator, type Page } from "@playwright/test";

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

/**
 * With the page's clock paused before the page opened (`page.clock.install`, `pauseAt`): the
 * carousel moves once `ms` have passed and not before, and stays put once its Pause button is
 * pressed. Leaves it paused, at rest.
 */
export async function expectAutoplayEvery(page: Page, carousel: Locator, ms: number): Promise<void> {
  expect(await carousel.getAttribute("data-autoplay-ms")).toBe(String(ms));
  await carousel.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  // Autoplay has started: the carousel came near the viewport (its script marks it playing).
  await expect(carousel).toHaveAttribute("data-playing");
  const start = await firstVisibleSlide(carousel);
  await page.clock.runFor(ms - 100);
  expect(await firstVisibleSlide(carousel)).toBe(start); // not before its time
  await page.clock.runFor(1000);
  await expect.poll(() => firstVisibleSlide(carousel)).not.toBe(start);

  await carousel.getByRole("button", { name: "Pause carousel" }).click();
  await page.mouse.move(0, 0);
  await expect.poll(() => restingSlide(carousel)).not.toBeNull(); // the last move ends
  const paused = await restingSlide(carousel);
  await page.clock.runFor(ms + 1000);
  expect(await restingSlide(carousel)).toBe(paused);
}
