import type { ComponentProps, CSSProperties } from "react";
import { STRATEGY_INDENT_START_PERCENT, STRATEGY_INDENT_STEP_PERCENT } from "~/content/constants";
import type { Step } from "~/content/types";
import { cn } from "~/lib/cn";

/** Two-digit step number: 1 -> "01". */
export function stepNumber(index: number): string {
  return String(index + 1).padStart(2, "0");
}

/** Indent of step n (1-based) in percent: 50 - 10 * n, never below zero. */
export function stepIndentPercent(stepNumberOneBased: number): number {
  return Math.max(0, STRATEGY_INDENT_START_PERCENT - STRATEGY_INDENT_STEP_PERCENT * stepNumberOneBased);
}

interface StrategyStepsProps extends ComponentProps<"ol"> {
  steps: readonly Step[];
}

/**
 * The working strategy: numbered steps that step down diagonally on wide screens (each indented by
 * (50 - 10 x step)%), stacked flush on phones.
 */
export function StrategySteps({ steps, className, ...props }: StrategyStepsProps) {
  return (
    <ol className={cn("space-y-5", className)} {...props}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          style={{ "--indent": `${stepIndentPercent(index + 1)}%` } as CSSProperties}
          className="md:ml-(--indent) md:max-w-[60%]"
        >
          <div className="flex gap-5 rounded-card border border-line bg-white p-6 shadow-card">
            <span
              aria-hidden="true"
              className="text-4xl leading-none font-extrabold text-brand/80 tabular-nums"
            >
              {stepNumber(index)}
            </span>
            <div>
              <h3 className="text-lg font-bold text-ink">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-7 text-muted">{step.description}</p>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
