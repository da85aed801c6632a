import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { Eyebrow } from "./eyebrow";

interface SectionHeadingProps extends ComponentProps<"div"> {
  title: string;
  text?: string;
  eyebrow?: string;
  /** Id for the h2, so the section can be labelled by it. */
  headingId?: string;
  align?: "start" | "center";
  tone?: "light" | "dark";
}

/** The h2 (with optional eyebrow and lead text) that opens every content section. */
export function SectionHeading({
  title,
  text,
  eyebrow,
  headingId,
  align = "start",
  tone = "light",
  className,
  ...props
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)} {...props}>
      {eyebrow && (
        <Eyebrow className={cn("mb-3", tone === "dark" ? "text-mint" : "text-teal")}>{eyebrow}</Eyebrow>
      )}
      <h2
        id={headingId}
        className={cn("text-title font-bold tracking-tight", tone === "dark" ? "text-white" : "text-ink")}
      >
        {title}
      </h2>
      {text && (
        <p className={cn("mt-4 text-lg leading-8", tone === "dark" ? "text-slate-200" : "text-muted")}>
          {text}
        </p>
      )}
    </div>
  );
}
