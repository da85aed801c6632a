import { useEffect, useRef, useState } from "react";
import { NumberedStep } from "~/components/sections/numbered-step";
import type { Step } from "~/content/types";
import { cn } from "~/lib/cn";
import { nearestIndex } from "~/lib/nearest";

/**
 * The five how-we-work steps. While the page scrolls, the card whose centre is nearest the
 * viewport's vertical centre is highlighted (zoomed and glowing) and the others are dimmed.
 * Positions are read at most once per animation frame.
 */
export function HowWeWork({ steps }: { steps: readonly Step[] }) {
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const cards = listRef.current?.querySelectorAll<HTMLElement>("[data-step]");
      if (!cards?.length) return;
      const centres = [...cards].map((card) => {
        const { top, height } = card.getBoundingClientRect();
        return top + height / 2;
      });
      setActive(nearestIndex(centres, window.innerHeight / 2));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <ol ref={listRef} className="mx-auto grid max-w-3xl gap-5">
      {steps.map((step, index) => {
        const highlighted = index === active;
        return (
          <li
            key={step.title}
            data-step
            data-active={highlighted}
            aria-current={highlighted ? "step" : undefined}
            className={cn(
              "flex gap-5 rounded-card border p-6 transition-[transform,opacity,box-shadow,border-color] duration-500 motion-reduce:transition-none md:p-8",
              highlighted
                ? "scale-[1.04] border-brand/40 bg-white shadow-[0_0_0_4px_rgb(29_78_216/0.12),0_24px_60px_-20px_rgb(29_78_216/0.55)] motion-reduce:scale-100"
                : // Dimmed without lowering text contrast: a flat, grey card.
                  "scale-100 border-transparent bg-slate-100 dark:bg-surface",
            )}
          >
            <NumberedStep
              step={step}
              index={index}
              numberClassName={cn(
                "inline-flex size-14 items-center justify-center rounded-2xl text-xl",
                highlighted
                  ? "bg-brand text-white"
                  : "bg-slate-200 text-slate-600 dark:bg-line dark:text-muted",
              )}
              titleClassName="text-xl"
            />
          </li>
        );
      })}
    </ol>
  );
}
