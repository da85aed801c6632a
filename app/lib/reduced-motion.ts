/** The visitor asks for less motion: no autoplay, smooth scrolling or animation then. */
export const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** Whether the visitor asks for less motion, read once (in an event handler). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION).matches;
}
