import { useEffect, useRef, useState } from "react";
import { COUNTER_DURATION_MS, COUNTER_VISIBILITY_THRESHOLD } from "~/content/constants";
import { countUpValue } from "./count-up";

interface AnimatedCounterProps {
  target: number;
  suffix: string;
  label: string;
}

/**
 * A statistic that counts up once from 0 when 10% of it scrolls into view. The pre-rendered HTML
 * (and reduced-motion visitors) get the final value; screen readers always read the final value.
 */
export function AnimatedCounter({ target, suffix, label }: AnimatedCounterProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(target);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const elapsed = now - start;
          setShown(countUpValue(target, elapsed, COUNTER_DURATION_MS));
          if (elapsed < COUNTER_DURATION_MS) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: COUNTER_VISIBILITY_THRESHOLD },
    );
    // Until it is seen, it waits at zero.
    setShown(0);
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target]);

  return (
    <div ref={ref} className="flex flex-col-reverse" data-testid="counter">
      <dt className="mt-1 text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-4xl font-extrabold text-brand tabular-nums md:text-5xl">
        <span aria-hidden="true" data-value={shown}>
          {shown}
          {suffix}
        </span>
        <span className="sr-only">
          {target}
          {suffix}
        </span>
      </dd>
    </div>
  );
}
