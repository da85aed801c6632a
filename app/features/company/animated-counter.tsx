import { COUNTER_DURATION_MS, COUNTER_VISIBILITY_THRESHOLD } from "~/content/constants";

interface AnimatedCounterProps {
  target: number;
  suffix: string;
  label: string;
}

/** The page script (app/lib/page-script.ts) finds counters and their visible value by these. */
export const COUNTER = "data-counter";
export const COUNT_TO = "data-count-to";
export { COUNTER_DURATION_MS, COUNTER_VISIBILITY_THRESHOLD };

/**
 * A statistic that counts up once from 0 when 10% of it scrolls into view. The HTML (and
 * reduced-motion visitors, and pages without script) has the final value; the page script sets
 * it to 0 once the page is parsed and counts it up over `COUNTER_DURATION_MS` when it is seen
 * (ease-out cubic, as ./count-up.ts). Screen readers always read the final value.
 */
export function AnimatedCounter({ target, suffix, label }: AnimatedCounterProps) {
  return (
    <div {...{ [COUNTER]: "" }} className="flex flex-col-reverse" data-testid="counter">
      <dt className="mt-1 text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-4xl font-extrabold text-brand tabular-nums md:text-5xl">
        <span aria-hidden="true" data-value={target} data-suffix={suffix} {...{ [COUNT_TO]: target }}>
          {target}
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
