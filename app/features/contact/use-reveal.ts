import { useEffect, useRef, useState } from "react";

/**
 * "static": as pre-rendered, fully visible (no JavaScript, reduced motion, no IntersectionObserver,
 * or already on screen when the page hydrated). "waiting": hidden until scrolled into view.
 * "revealed": animating in. Content is never hidden in the HTML itself.
 */
export type RevealState = "static" | "waiting" | "revealed";

export function useRevealOnScroll<T extends Element>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (first) {
          first = false;
          if (visible) {
            observer.disconnect(); // already on screen: leave it as it is
            return;
          }
          setState("waiting");
          return;
        }
        if (visible) {
          setState("revealed");
          observer.disconnect();
        }
      },
      // Reveal once the element is a little way into the viewport.
      { rootMargin: "0px 0px -10% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, state] as const;
}
