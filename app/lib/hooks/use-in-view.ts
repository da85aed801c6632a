import { useEffect, useRef, useState } from "react";

export interface InView {
  /** Whether the element was in view at the first observation (on screen when the page hydrated). */
  atFirst: boolean;
  /** Whether it has come into view; once true it stays true (observation stops). */
  seen: boolean;
}

/**
 * Watches an element until it first comes into view (the site's one IntersectionObserver).
 * The state is null until the first observation, and stays null during pre-rendering, while
 * `disabled`, or where IntersectionObserver is missing, so callers render their final state then.
 */
export function useInView<T extends Element>({
  rootMargin,
  threshold,
  disabled = false,
}: { rootMargin?: string; threshold?: number; disabled?: boolean } = {}) {
  const ref = useRef<T>(null);
  const [state, setState] = useState<InView | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || disabled || typeof IntersectionObserver === "undefined") return;
    let atFirst: boolean | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        atFirst ??= visible;
        setState({ atFirst, seen: visible });
        if (visible) observer.disconnect();
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [disabled, rootMargin, threshold]);

  return [ref, state] as const;
}
