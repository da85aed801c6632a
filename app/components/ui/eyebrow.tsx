import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** The short uppercase label above a heading ("Software services", "15+ years of IT delivery"). */
export function Eyebrow({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm font-bold tracking-[0.14em] uppercase", className)} {...props} />;
}
