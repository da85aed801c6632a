/**
 * How we work (how-we-work.tsx): the step whose centre is nearest the viewport's vertical centre
 * (the first of two as near) gets `data-active="true"` and `aria-current="step"`, the others
 * `data-active="false"`; read once the page is parsed, then at most once a frame as the page
 * scrolls or the window is resized. Nothing to tap: inline at the end of the home page
 * (app/layouts/behaviours.ts `bodyEndScript`).
 */
import { whenParsed } from "~/lib/page-lifecycle";

/** Each step card. */
export const STEP = "data-step";

/** The index of the box whose vertical centre is nearest `centre` (the first of two as near). */
export function nearestToCentre(boxes: readonly Pick<DOMRect, "top" | "height">[], centre: number): number {
  let best = 0;
  let distance = Infinity;
  boxes.forEach((box, index) => {
    const away = Math.abs(box.top + box.height / 2 - centre);
    if (away < distance) {
      distance = away;
      best = index;
    }
  });
  return best;
}

export default function howWeWorkHighlight() {
  let frame = 0;
  const mark = () => {
    frame = 0;
    const steps = [...document.querySelectorAll(`[${STEP}]`)];
    const active = nearestToCentre(
      steps.map((step) => step.getBoundingClientRect()),
      innerHeight / 2,
    );
    steps.forEach((step, index) => {
      step.setAttribute("data-active", String(index === active));
      if (index === active) step.setAttribute("aria-current", "step");
      else step.removeAttribute("aria-current");
    });
  };
  const soon = () => {
    frame ||= requestAnimationFrame(mark);
  };
  whenParsed(() => {
    if (!document.querySelector(`[${STEP}]`)) return;
    soon();
    addEventListener("scroll", soon, { passive: true });
    addEventListener("resize", soon);
  });
}
