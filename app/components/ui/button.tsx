import type { ComponentProps } from "react";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full text-base font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60";

/** `small`: inside a notice; `icon`: a round 44px button holding only an icon (give it an aria-label). */
const sizes = {
  default: "min-h-11 px-6 py-3",
  small: "min-h-10 px-5 py-2",
  icon: "size-11 shrink-0",
} as const;

export type ButtonSize = keyof typeof sizes;

const variants = {
  primary: "bg-brand text-white shadow-card hover:bg-navy",
  secondary: "border border-brand text-brand hover:bg-brand-50",
  light: "bg-white text-navy shadow-card hover:bg-brand-50",
  outlineLight: "border border-white/70 text-white hover:bg-white/10",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClasses(
  variant: ButtonVariant = "primary",
  className?: string,
  size: ButtonSize = "default",
): string {
  return cn(base, sizes[size], variants[variant], className);
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClasses(variant, className, size)} {...props} />;
}

/** An internal link that looks like a button. */
export function ButtonLink({
  variant,
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}
