import { useInView } from "~/lib/hooks/use-in-view";
import { usePrefersReducedMotion } from "~/lib/hooks/use-media-query";

/**
 * "static": as pre-rendered, fully visible (no JavaScript, reduced motion, no IntersectionObserver,
 * or already on screen when the page hydrated). "waiting": hidden until scrolled into view.
 * "revealed": animating in. Content is never hidden in the HTML itself.
 */
export type RevealState = "static" | "waiting" | "revealed";

export function useRevealOnScroll<T extends Element>() {
  // Reveal once the element is a little way into the viewport.
  const [ref, view] = useInView<T>({ rootMargin: "0px 0px -10% 0px", disabled: usePrefersReducedMotion() });
  const state: RevealState = !view || view.atFirst ? "static" : view.seen ? "revealed" : "waiting";
  return [ref, state] as const;
}
