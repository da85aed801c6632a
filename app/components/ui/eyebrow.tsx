import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

interface EyebrowProps extends ComponentProps<"p"> {
  /** A heading where the label names a list (footer columns, "On this page"). */
  as?: "p" | "h2";
}

/** The short uppercase label above a heading ("Software services", "15+ years of IT delivery"). */
export function Eyebrow({ as: Tag = "p", className, ...props }: EyebrowProps) {
  return <Tag className={cn("text-sm font-bold tracking-[0.14em] uppercase", className)} {...props} />;
}
