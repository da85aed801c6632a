import type { Step } from "~/content/types";
import { cn } from "~/lib/cn";
import { shellTexts } from "~/content/ui";

/** Two-digit step number: 1 -> "01". */
export function stepNumber(index: number): string {
  return String(index + 1).padStart(2, "0");
}

interface NumberedStepProps {
  step: Step;
  /** Zero-based position in the list. */
  index: number;
  /** The look of the two-digit number beside the text. */
  numberClassName: string;
  titleClassName?: string;
}

/**
 * The inside of a numbered step card: the two-digit number (decorative; screen readers hear
 * "Step n:" with the title instead), the title and its description.
 */
export function NumberedStep({ step, index, numberClassName, titleClassName }: NumberedStepProps) {
  return (
    <>
      <span aria-hidden="true" className={cn("shrink-0 font-extrabold tabular-nums", numberClassName)}>
        {stepNumber(index)}
      </span>
      <div>
        <h3 className={cn("font-bold", titleClassName)}>
          <span className="sr-only">
            {shellTexts.step} {index + 1}:{" "}
          </span>
          {step.title}
        </h3>
        <p className="mt-2 leading-7 text-muted">{step.description}</p>
      </div>
    </>
  );
}
