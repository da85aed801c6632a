import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60";

const variants = {
  primary: "bg-brand text-white shadow-card hover:bg-navy",
  secondary: "border border-brand text-brand hover:bg-brand-50",
  light: "bg-white text-navy shadow-card hover:bg-brand-50",
  outlineLight: "border border-white/70 text-white hover:bg-white/10",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClasses(variant: ButtonVariant = "primary", className?: string): string {
  return cn(base, variants[variant], className);
}

export function Button({
  variant,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}

/** An internal link that looks like a button. */
export function ButtonLink({
  variant,
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}
