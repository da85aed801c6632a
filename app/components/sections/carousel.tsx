import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from "react";
import type { CarouselSettings } from "~/content/constants";
import { WidgetBoundary } from "~/components/ui/widget-boundary";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { useInView } from "~/lib/hooks/use-in-view";
import { usePrefersReducedMotion } from "~/lib/hooks/use-media-query";
import { nearestIndex } from "~/lib/nearest";
import { fillIn } from "~/content/fill-in";
import { carouselTexts } from "~/content/ui";

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
    `[data-carousel="${scope}"] [data-track]>*{flex:0 0 calc((100% - ${visible - 1} * ${GAP}) / ${visible})}`;
  const sorted = [...settings.breakpoints].sort((a, b) => b.maxWidth - a.maxWidth);
  return [
    rule(settings.visible),
    ...sorted.map((bp) => `@media (max-width:${bp.maxWidth}px){${rule(bp.visible)}}`),
  ].join("");
}

/**
 * A carousel that loops and moves `settings.scroll` slides at a time, built on the platform: the
 * slides are pre-rendered markup in a CSS scroll-snap container, so swiping, momentum and snapping
 * are the browser's own and cost no script. The buttons and autoplay scroll it smoothly.
 *
 * Looping: once hydrated, copies of the first slides (hidden from assistive technology and the tab
 * order) follow the last one; reaching a copy jumps, invisibly, back to the slide it copies.
 * Autoplay starts once the carousel has been in view, stops on hover and keyboard focus over the
 * slides, never runs under reduced motion, and has a pause button.
 *
 * Why not a carousel library: Embla, used before, cost every page with a carousel 8.6 KB of
 * compressed script (the home page on phones before first paint) for what scroll snap does natively.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  // A fault in the carousel's code leaves its slides as a plain grid, and the page working.
  const grid = (
    <div className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", props.className)}>
      {props.items.map((item) => (
        <div key={props.getKey(item)}>{props.renderItem(item)}</div>
      ))}
    </div>
  );
  return (
    <WidgetBoundary fallback={grid}>
      <CarouselWidget {...props} />
    </WidgetBoundary>
  );
}

function CarouselWidget<T>({ label, items, settings, getKey, renderItem, className }: CarouselProps<T>) {
  const scope = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, view] = useInView<HTMLDivElement>({ rootMargin: "200px" });
  // Whether the slides overflow the view at the current width (otherwise there is nothing to move).
  const [scrollable, setScrollable] = useState(true);
  const [paused, setPaused] = useState(false);
  // The pointer or keyboard focus is on the slides.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const looping = hydrated && scrollable;
  // The slide a button or autoplay is scrolling to, until the scroll ends: a second press during
  // the animation counts on from there instead of from wherever the animation happens to be.
  const heading = useRef<number | null>(null);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      const last = viewport.querySelectorAll("[data-slide]")[items.length - 1];
      const end = last ? last.getBoundingClientRect().right - scrollOrigin(viewport) : 0;
      setScrollable(end > viewport.clientWidth + 1);
    });
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [items.length, viewportRef]);

  /** Moves by `settings.scroll` slides (backwards when `direction` is -1), wrapping at either end. */
  const move = (direction: 1 | -1) => {
    const viewport = viewportRef.current;
    // Not waiting for `looping`: a press held before the code came is replayed in the commit that
    // hydrates, before the render that adds the copies; without them it moves on, short of the wrap.
    if (!viewport) return;
    const count = items.length;
    const starts = slideStarts(viewport);
    let index = heading.current ?? nearestIndex(starts, viewport.scrollLeft);
    // On a copy of the first slides, or about to go back past the first: jump to the twin.
    if (looping && (index >= count || (direction < 0 && index - settings.scroll < 0))) {
      index += index >= count ? -count : count;
      viewport.scrollTo({ left: starts[index], behavior: "instant" });
    }
    const target = Math.min(Math.max(index + direction * settings.scroll, 0), starts.length - 1);
    heading.current = target;
    viewport.scrollTo({ left: starts[target], behavior: reducedMotion ? "instant" : "smooth" });
  };

  // Swiping onto the copies: once the scroll settles, jump back to the slides they copy.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !looping) return;
    const settle = () => {
      const starts = slideStarts(viewport);
      const index = nearestIndex(starts, viewport.scrollLeft);
      // A button's scroll still on its way (this is the end of the jump before it): let it arrive.
      if (heading.current !== null && heading.current !== index) return;
      heading.current = null;
      if (index >= items.length)
        viewport.scrollTo({ left: starts[index - items.length], behavior: "instant" });
    };
    viewport.addEventListener("scrollend", settle);
    return () => viewport.removeEventListener("scrollend", settle);
  }, [items.length, looping, viewportRef]);

  const advance = useEffectEvent(() => move(1));
  const autoplayMs = settings.autoplayMs;
  const playing =
    autoplayMs !== undefined &&
    (view?.seen ?? false) &&
    looping &&
    !paused &&
    !hovered &&
    !focused &&
    !reducedMotion;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(advance, autoplayMs);
    return () => clearInterval(timer);
  }, [playing, autoplayMs]);

  const slide = (item: T, index: number, copy = false) => (
    <div
      key={copy ? `copy-${getKey(item)}` : getKey(item)}
      className="min-w-0 snap-start"
      {...(copy
        ? { "aria-hidden": true, inert: true }
        : {
            "data-slide": "",
            role: "group",
            "aria-roledescription": "slide",
            "aria-label": fillIn(carouselTexts.slide, { n: index + 1, total: items.length }),
          })}
    >
      {renderItem(item)}
    </div>
  );

  return (
    <div
      className={cn("relative", className)}
      role="group"
      aria-roledescription={carouselTexts.role}
      aria-label={label}
      data-carousel={scope}
      data-autoplay-ms={autoplayMs}
      // "true" once the script runs (the controls move the slides, autoplay may start): tests wait
      // for it; before, the slides are the pre-rendered markup, which swipes natively.
      data-ready={hydrated}
    >
      <style>{carouselCss(scope, settings)}</style>
      <div
        ref={viewportRef}
        data-viewport
        // Its width comes from its container alone, never from the row of slides it scrolls.
        // A scrolling region a keyboard can reach (axe: scrollable-region-focusable), even where the
        // slides hold nothing focusable (the partner logos); arrow keys then scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container, see above
        tabIndex={0}
        className="snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain rounded-card [contain:inline-size] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500 [&::-webkit-scrollbar]:hidden"
        onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        // A swipe or wheel takes over from a button's scroll.
        onPointerDown={() => (heading.current = null)}
        onWheel={() => (heading.current = null)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
      >
        <div data-track className="flex gap-6">
          {items.map((item, index) => slide(item, index))}
          {looping && items.slice(0, settings.visible).map((item, index) => slide(item, index, true))}
        </div>
      </div>
      <div className="mt-8 flex items-center justify-center gap-3">
        <CarouselButton label={carouselTexts.previous} onClick={() => move(-1)} disabled={!scrollable}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </CarouselButton>
        {autoplayMs !== undefined && (
          <CarouselButton
            label={paused ? carouselTexts.play : carouselTexts.pause}
            onClick={() => setPaused((value) => !value)}
            disabled={!scrollable}
          >
            {paused ? (
              <Play aria-hidden="true" className="size-5" />
            ) : (
              <Pause aria-hidden="true" className="size-5" />
            )}
          </CarouselButton>
        )}
        <CarouselButton label={carouselTexts.next} onClick={() => move(1)} disabled={!scrollable}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </CarouselButton>
      </div>
    </div>
  );
}

/** Where the viewport's scrolled content starts, in window coordinates. */
function scrollOrigin(viewport: HTMLElement): number {
  return viewport.getBoundingClientRect().left - viewport.scrollLeft;
}

/** The scroll position that shows each slide (copies included) first, in order. */
function slideStarts(viewport: HTMLElement): number[] {
  const origin = scrollOrigin(viewport);
  const track = viewport.querySelector("[data-track]");
  return [...(track?.children ?? [])].map((slide) => slide.getBoundingClientRect().left - origin);
}

function CarouselButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-navy shadow-card transition-colors hover:bg-brand-50 disabled:opacity-40 disabled:shadow-none"
    >
      {children}
    </button>
  );
}
