import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useId, type ReactNode } from "react";
import type { CarouselSettings } from "~/content/constants";
import { fillIn } from "~/content/fill-in";
import { carouselTexts } from "~/content/ui";
import { cn } from "~/lib/cn";
import {
  CAROUSEL,
  CAROUSEL_AUTOPLAY,
  CAROUSEL_MOVE,
  CAROUSEL_PAUSE,
  CAROUSEL_SCROLL,
  CAROUSEL_VISIBLE,
} from "./carousel-behaviour";

interface CarouselProps<T> {
  /** Accessible name of the carousel, e.g. "What we do". */
  label: string;
  items: readonly T[];
  settings: CarouselSettings;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  className?: string;
}

/** The space between slides (the track's `gap-6`), which the slide widths leave out. */
const GAP = "1.5rem";

/**
 * Slides per view, as CSS derived from the settings: the widest count by default, then each
 * breakpoint's count at its width or narrower. Pure CSS, so the pre-rendered page never shifts.
 */
export function carouselCss(scope: string, settings: CarouselSettings): string {
  const rule = (visible: number) =>
    `[${CAROUSEL}="${scope}"] [data-track]>*{flex:0 0 calc((100% - ${visible - 1} * ${GAP}) / ${visible})}`;
  const sorted = [...settings.breakpoints].sort((a, b) => b.maxWidth - a.maxWidth);
  return [
    rule(settings.visible),
    ...sorted.map((bp) => `@media (max-width:${bp.maxWidth}px){${rule(bp.visible)}}`),
  ].join("");
}

/**
 * A carousel that loops and moves `settings.scroll` slides at a time, built on the platform: the
 * slides are static markup in a CSS scroll-snap container, so swiping, momentum and snapping are
 * the browser's own. The buttons, the loop and autoplay are a small inline script
 * (./carousel-behaviour.ts) that listens on the document, so a press at first paint
 * is answered; without it (the editor's preview) the carousel is a row that swipes.
 *
 * Why not a carousel library: Embla, used before, cost every page with a carousel 8.6 KB of
 * compressed script (the home page on phones before first paint) for what scroll snap does natively.
 */
export function Carousel<T>({ label, items, settings, getKey, renderItem, className }: CarouselProps<T>) {
  // Unique on the page and the same at every build: it scopes the carousel's slide widths.
  const scope = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const autoplayMs = settings.autoplayMs;
  return (
    <div
      className={cn("group/carousel relative", className)}
      role="group"
      aria-roledescription={carouselTexts.role}
      aria-label={label}
      {...{
        [CAROUSEL]: scope,
        [CAROUSEL_SCROLL]: settings.scroll,
        [CAROUSEL_VISIBLE]: settings.visible,
        [CAROUSEL_AUTOPLAY]: autoplayMs,
      }}
    >
      <style>{carouselCss(scope, settings)}</style>
      <div
        data-viewport
        // Its width comes from its container alone, never from the row of slides it scrolls.
        // A scrolling region a keyboard can reach (axe: scrollable-region-focusable), even where the
        // slides hold nothing focusable (the partner logos); arrow keys then scroll it.
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scroll container, see above
        tabIndex={0}
        className="snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain rounded-card [contain:inline-size] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500 noscript:[scrollbar-width:thin] [&::-webkit-scrollbar]:hidden"
      >
        {/* The script appends copies of the first slides here (hidden, inert) to loop seamlessly. */}
        <div data-track className="flex gap-6">
          {items.map((item, index) => (
            <div
              key={getKey(item)}
              className="min-w-0 snap-start"
              data-slide=""
              role="group"
              aria-roledescription={carouselTexts.slideRole}
              aria-label={fillIn(carouselTexts.slide, { n: index + 1, total: items.length })}
            >
              {renderItem(item)}
            </div>
          ))}
        </div>
      </div>
      {/* The buttons need the script: without it they are not shown, and the row keeps a scrollbar. */}
      <div className="mt-8 flex items-center justify-center gap-3 noscript:hidden">
        <CarouselButton label={carouselTexts.previous} attribute={{ [CAROUSEL_MOVE]: -1 }}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </CarouselButton>
        {autoplayMs !== undefined && (
          // Its icon and name follow `data-paused` on the carousel (CSS), which the script toggles.
          <CarouselButton attribute={{ [CAROUSEL_PAUSE]: "" }}>
            <Pause aria-hidden="true" className="size-5 group-data-paused/carousel:hidden" />
            <Play aria-hidden="true" className="hidden size-5 group-data-paused/carousel:block" />
            <span className="sr-only group-data-paused/carousel:hidden">{carouselTexts.pause}</span>
            <span className="sr-only hidden group-data-paused/carousel:inline">{carouselTexts.play}</span>
          </CarouselButton>
        )}
        <CarouselButton label={carouselTexts.next} attribute={{ [CAROUSEL_MOVE]: 1 }}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </CarouselButton>
      </div>
    </div>
  );
}

function CarouselButton({
  label,
  attribute,
  children,
}: {
  /** The accessible name, when the content does not give one. */
  label?: string;
  /** What the script knows the button by. */
  attribute: Record<string, string | number>;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      {...attribute}
      className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-navy shadow-card transition-colors hover:bg-brand-50 disabled:opacity-40 disabled:shadow-none"
    >
      {children}
    </button>
  );
}
