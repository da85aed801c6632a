import { useEffect, useState } from "react";
import { COUNTER_DURATION_MS, COUNTER_VISIBILITY_THRESHOLD } from "~/content/constants";
import { useInView } from "~/lib/hooks/use-in-view";
import { usePrefersReducedMotion } from "~/lib/hooks/use-media-query";
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
  const [ref, view] = useInView<HTMLDivElement>({
    threshold: COUNTER_VISIBILITY_THRESHOLD,
    disabled: usePrefersReducedMotion(),
  });
  const [elapsed, setElapsed] = useState<number | null>(null);
  const seen = view?.seen ?? false;

  useEffect(() => {
    if (!seen) return;
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      setElapsed(now - start);
      if (now - start < COUNTER_DURATION_MS) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [seen]);

  // Until it is seen it waits at zero; without observation it shows the final value.
  const shown = !view ? target : countUpValue(target, elapsed ?? 0, COUNTER_DURATION_MS);

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
