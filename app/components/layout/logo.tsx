import { Link } from "react-router";
import { BrandLogo } from "~/components/ui/brand-logo";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";

/** The logo linking home: `variant` "light" on the dark hero and footer, "dark" on the white header. */
export function Logo({ variant }: { variant: "light" | "dark" }) {
  return (
    <Link
      to="/"
      aria-label={`${site.name} home`}
      className={cn("inline-flex shrink-0 items-center", variant === "light" ? "text-white" : "text-ink")}
    >
      <BrandLogo tone={variant} className="text-xl md:text-[1.4rem]" />
    </Link>
  );
}
