/**
 * How we work (how-we-work.tsx): the step whose centre is nearest the viewport's vertical centre
 * (the first of two as near) gets `data-active="true"` and `aria-current="step"`, the others
 * `data-active="false"`; read at most once a frame as the page scrolls or the window is resized,
 * while the steps' band is within half a viewport of the screen. Farther away the browser skips
 * drawing the band (`content-visibility: auto`), and measuring a step would lay the whole band
 * out for a highlight no one sees; the HTML's highlight of the first step stays until then.
 * Nothing to tap: inline at the end of the home page (app/layouts/behaviours.ts `bodyEndScript`).
 */
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
  let near = false;
  const mark = () => {
    frame = 0;
    if (!near) return;
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
  // Inline after the steps, at the end of the page: they are all parsed when this runs.
  const band = document.querySelector(`[${STEP}]`)?.closest("section");
  if (!band) return;
  // The band itself is always laid out (only its content is skipped), so observing it costs
  // nothing; its first answer comes after the first layout, wherever the page opened.
  new IntersectionObserver(
    (entries) => {
      // One answer may hold several changes (opened at the top, then scrolled to an #anchor).
      near = entries.at(-1)!.isIntersecting;
      soon();
    },
    { rootMargin: "50%" },
  ).observe(band);
  addEventListener("scroll", soon, { passive: true });
  addEventListener("resize", soon);
}
