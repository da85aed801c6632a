import { COUNT_TO, COUNTER } from "./count-up";

interface AnimatedCounterProps {
  target: number;
  suffix: string;
  label: string;
}

/**
 * A statistic that counts up once from 0 when 10% of it scrolls into view. The HTML (and
 * reduced-motion visitors, and pages without script) has the final value; ./count-up.ts sets
 * it to 0 once the page is parsed and counts it up (ease-out cubic) when it is seen. Screen readers always read the final value.
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
