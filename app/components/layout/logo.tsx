import { Link } from "react-router";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";

/**
 * The wordmark linking home. `variant` picks the light logo (on the dark hero) or the dark one
 * (on the white header); both files are tiny SVGs. On the dark theme's header the "dark" variant
 * shows the light file too (swapped by CSS, so the theme needs no JavaScript).
 */
export function Logo({ variant, className }: { variant: "light" | "dark"; className?: string }) {
  return (
    <Link to="/" className={cn("inline-flex shrink-0 items-center", className)}>
      <img
        src={`/brand/logo-${variant}.svg`}
        alt={`${site.name} home`}
        width={126}
        height={40}
        className={cn("h-9 w-auto md:h-10", variant === "dark" && "dark:hidden")}
      />
      {variant === "dark" && (
        <img
          src="/brand/logo-light.svg"
          alt={`${site.name} home`}
          width={126}
          height={40}
          className="hidden h-9 w-auto md:h-10 dark:block"
        />
      )}
    </Link>
  );
}
