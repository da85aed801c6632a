import { site } from "~/content/site";
import { brandMark } from "~/lib/brand";
import { cn } from "~/lib/cn";

/** "header": light over the hero, dark once the header is solid (its `data-state`, site-header.tsx). */
export type LogoTone = "light" | "dark" | "header";

const subTone: Record<LogoTone, string> = {
  light: "text-sky",
  dark: "text-brand",
  header: "text-sky group-data-[state=solid]/header:text-brand",
};

/**
 * The brand's logo: the mark (the initial on the brand tile) and the wordmark set in the site
 * font, both from the site config. The word takes the text colour; `tone` picks the second
 * line's colour for a dark or a light background.
 */
export function BrandLogo({
  tone,
  brand,
  className,
}: {
  tone: LogoTone;
  /** The name it shows: the site's unless given (the editor's preview of the settings). */
  brand?: { name: string; shortName: string };
  className?: string;
}) {
  const { initial, word, sub } = brandMark(brand?.name ?? site.name, brand?.shortName ?? site.shortName);
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <span
        aria-hidden="true"
        className="grid size-[1.9em] shrink-0 place-items-center rounded-[0.45em] bg-linear-to-br from-brand-500 to-brand font-extrabold text-white"
      >
        {initial}
      </span>
      <span className="flex flex-col leading-none">
        <span className="font-extrabold tracking-tight">{word}</span>
        {/* The two lines' words stay apart in the text (a link's name, search, copy). */}
        {sub ? " " : null}
        {sub ? (
          <span
            className={cn("mt-[0.3em] text-[0.45em] font-bold tracking-[0.22em] uppercase", subTone[tone])}
          >
            {sub}
          </span>
        ) : null}
      </span>
    </span>
  );
}
