import { Link } from "react-router";
import { BrandLogo } from "~/components/ui/brand-logo";
import { cn } from "~/lib/cn";
import { shellTexts } from "~/content/ui";

/**
 * The logo linking home: `variant` "light" on the dark hero and footer, "dark" on the white header.
 * Its name is its visible words and a hidden "home" ("Altura IT Solutions home"), so that what a
 * voice-control user reads on screen is in the name (WCAG 2.5.3, label in name).
 */
export function Logo({
  variant,
  brand,
}: {
  variant: "light" | "dark";
  /** The name it shows: the site's unless given (the editor's preview of the settings). */
  brand?: { name: string; shortName: string };
}) {
  return (
    <Link
      to="/"
      className={cn("inline-flex shrink-0 items-center", variant === "light" ? "text-white" : "text-ink")}
    >
      <BrandLogo tone={variant} brand={brand} className="text-xl md:text-[1.4rem]" />
      <span className="sr-only"> {shellTexts.home}</span>
    </Link>
  );
}
