import type { ComponentProps, CSSProperties } from "react";
import { STRATEGY_INDENT_START_PERCENT, STRATEGY_INDENT_STEP_PERCENT } from "~/content/constants";
import type { Step } from "~/content/types";
import { cn } from "~/lib/cn";
import { Card } from "../ui/card";
import { NumberedStep } from "./numbered-step";

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
          <Card className="flex gap-5 p-6">
            <NumberedStep
              step={step}
              index={index}
              numberClassName="text-4xl leading-none text-brand/80"
              titleClassName="text-lg text-ink"
            />
          </Card>
        </li>
      ))}
    </ol>
  );
}
