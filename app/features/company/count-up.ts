/**
 * Counters (animated-counter.tsx) wait at 0 and count up when 10% of one is seen. They do not move
 * under reduced motion or without an IntersectionObserver: the HTML's final values stay. Inline at
 * the end of the pages that have counters (app/layouts/behaviours.ts `bodyEndScript`).
 */
import { COUNTER_DURATION_MS, COUNTER_VISIBILITY_THRESHOLD } from "~/content/constants";
import { whenParsed } from "~/lib/page-lifecycle";
import { REDUCED_MOTION } from "~/lib/reduced-motion";

/** A counter, and its visible value (the target count, with `data-suffix` after it). */
export const COUNTER = "data-counter";
export const COUNT_TO = "data-count-to";

/** Ease-out cubic: fast start, gentle landing. */
export function easeOutCubic(progress: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  return 1 - (1 - clamped) ** 3;
}

/** The value a counter shows `elapsedMs` into a count from 0 to `target` lasting `durationMs`. */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0) return target;
  return Math.round(target * easeOutCubic(elapsedMs / durationMs));
}

function show(value: Element, count: number) {
  value.setAttribute("data-value", String(count));
  value.textContent = `${count}${value.getAttribute("data-suffix") ?? ""}`;
}

export default function countUp() {
  whenParsed(() => {
    if (!("IntersectionObserver" in window) || matchMedia(REDUCED_MOTION).matches) return;
    const seen = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          seen.unobserve(entry.target);
          const value = entry.target.querySelector(`[${COUNT_TO}]`);
          if (!value) continue;
          const target = Number(value.getAttribute(COUNT_TO));
          const start = performance.now();
          const step = (now: number) => {
            show(value, countUpValue(target, now - start, COUNTER_DURATION_MS));
            if (now - start < COUNTER_DURATION_MS) requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        }
      },
      { threshold: COUNTER_VISIBILITY_THRESHOLD },
    );
    for (const counter of document.querySelectorAll(`[${COUNTER}]`)) {
      const value = counter.querySelector(`[${COUNT_TO}]`);
      if (value) show(value, 0);
      seen.observe(counter);
    }
  });
}
