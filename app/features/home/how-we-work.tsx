import { NumberedStep } from "~/components/sections/numbered-step";
import type { Step } from "~/content/types";
import { STEP } from "./how-we-work-highlight";

/**
 * The five how-we-work steps. While the page scrolls, the card whose centre is nearest the
 * viewport's vertical centre is highlighted (zoomed and glowing) and the others are dimmed: a
 * script (./how-we-work-highlight.ts) flips `data-active` (and `aria-current="step"`), and the
 * look is CSS variants of it. The first step is highlighted until the script has measured.
 */
export function HowWeWork({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="mx-auto grid max-w-3xl gap-5">
      {steps.map((step, index) => {
        const highlighted = index === 0;
        return (
          <li
            key={step.title}
            {...{ [STEP]: "" }}
            data-active={highlighted}
            aria-current={highlighted ? "step" : undefined}
            // Dimmed without lowering text contrast: a flat, grey card. Highlighted: zoomed (unless
            // reduced motion) and glowing; the data-active variants are the more specific rules.
            className="group/step flex scale-100 gap-5 rounded-card border border-transparent bg-slate-100 p-6 transition-[transform,opacity,box-shadow,border-color] duration-500 data-[active=true]:border-brand/40 data-[active=true]:bg-white data-[active=true]:shadow-[0_0_0_4px_rgb(29_78_216/0.12),0_24px_60px_-20px_rgb(29_78_216/0.55)] motion-safe:data-[active=true]:scale-[1.04] motion-reduce:transition-none md:p-8 dark:bg-surface"
          >
            <NumberedStep
              step={step}
              index={index}
              numberClassName="inline-flex size-14 items-center justify-center rounded-2xl bg-slate-200 text-xl text-slate-600 group-data-[active=true]/step:bg-brand group-data-[active=true]/step:text-white dark:bg-line dark:text-muted"
              titleClassName="text-xl"
            />
          </li>
        );
      })}
    </ol>
  );
}
