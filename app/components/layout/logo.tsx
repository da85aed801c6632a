import { Link } from "~/components/ui/link";
import { BrandLogo, type LogoTone } from "~/components/ui/brand-logo";
import { cn } from "~/lib/cn";
import { shellTexts } from "~/content/ui";

/**
 * The logo linking home: `variant` "light" on the dark footer, "header" in the header (light over
 * the hero, dark once the header is white).
 * Its name is its visible words and a hidden "home" ("Altura IT Solutions home"), so that what a
 * voice-control user reads on screen is in the name (WCAG 2.5.3, label in name).
 */
const textTone: Record<LogoTone, string> = {
  light: "text-white",
  dark: "text-ink",
  header: "text-white group-data-[state=solid]/header:text-ink",
};

export function Logo({
  variant,
  brand,
}: {
  variant: LogoTone;
  /** The name it shows: the site's unless given (the editor's preview of the settings). */
  brand?: { name: string; shortName: string };
}) {
  return (
    <Link to="/" className={cn("inline-flex shrink-0 items-center", textTone[variant])}>
      <BrandLogo tone={variant} brand={brand} className="text-xl md:text-[1.4rem]" />
      <span className="sr-only"> {shellTexts.home}</span>
    </Link>
  );
}
