import type { EmblaCarouselType } from "embla-carousel";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { CarouselSettings } from "~/content/constants";
import { cn } from "~/lib/cn";
import { useInView } from "~/lib/hooks/use-in-view";
import { usePrefersReducedMotion } from "~/lib/hooks/use-media-query";

interface CarouselProps<T> {
  /** Accessible name of the carousel, e.g. "What we do". */
  label: string;
  items: readonly T[];
  settings: CarouselSettings;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  className?: string;
}

/**
 * Slides per view, as CSS derived from the settings: the widest count by default, then each
 * breakpoint's count at its width or narrower. Pure CSS, so the pre-rendered page never shifts.
 */
export function carouselCss(scope: string, settings: CarouselSettings): string {
  const rule = (visible: number) =>
    `[data-carousel="${scope}"] [data-slide]{flex:0 0 calc(100% / ${visible})}`;
  const sorted = [...settings.breakpoints].sort((a, b) => b.maxWidth - a.maxWidth);
  return [
    rule(settings.visible),
    ...sorted.map((bp) => `@media (max-width:${bp.maxWidth}px){${rule(bp.visible)}}`),
  ].join("");
}

/**
 * A carousel that loops and scrolls one slide at a time. The slides are plain pre-rendered markup
 * laid out by CSS; the Embla engine (and its autoplay plugin) is downloaded only when the carousel
 * comes near the viewport or a control is used, so pages do not pay for it up front (`data-ready`
 * says when it runs). Autoplay
 * stops on hover and keyboard focus, never starts under reduced motion, and has a pause button.
 */
export function Carousel<T>({ label, items, settings, getKey, renderItem, className }: CarouselProps<T>) {
  const scope = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const reducedMotion = usePrefersReducedMotion();
  const autoplayMs = settings.autoplayMs;
  // Embla cannot loop a set that fits in one view (it fails at runtime); such a set need not loop.
  const loop = settings.loop && items.length > settings.visible;
  const [viewportRef, view] = useInView<HTMLDivElement>({ rootMargin: "200px" });
  const loading = useRef<Promise<EmblaCarouselType | null> | null>(null);
  const [emblaApi, setEmblaApi] = useState<EmblaCarouselType | null>(null);

  const load = useCallback(() => {
    loading.current ??= (async () => {
      const node = viewportRef.current;
      if (!node) return null;
      const [{ default: EmblaCarousel }, autoplayModule] = await Promise.all([
        import("embla-carousel"),
        autoplayMs ? import("embla-carousel-autoplay") : null,
      ]);
      const plugins = autoplayModule
        ? [
            autoplayModule.default({
              delay: autoplayMs,
              playOnInit: false,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
            }),
          ]
        : [];
      const api = EmblaCarousel(node, { loop, slidesToScroll: settings.scroll, align: "start" }, plugins);
      setEmblaApi(api);
      return api;
    })();
    return loading.current;
  }, [autoplayMs, loop, settings.scroll, viewportRef]);

  const near = view?.seen ?? false;
  useEffect(() => {
    if (near) void load();
  }, [near, load]);

  useEffect(() => () => emblaApi?.destroy(), [emblaApi]);

  const [paused, setPaused] = useState(false);
  // Whether the slides overflow the view at the current width (otherwise there is nothing to move).
  const [scrollable, setScrollable] = useState(true);

  useEffect(() => {
    if (!emblaApi) return;
    const update = () => setScrollable(emblaApi.canScrollNext() || emblaApi.canScrollPrev());
    update();
    emblaApi.on("reInit", update).on("resize", update);
    return () => {
      emblaApi.off("reInit", update).off("resize", update);
    };
  }, [emblaApi]);

  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!emblaApi || !autoplay) return;
    // Read Embla directly: `scrollable` may not be updated yet in this commit, and playing a
    // carousel with nothing to scroll throws inside the plugin.
    const canMove = scrollable && (emblaApi.canScrollNext() || emblaApi.canScrollPrev());
    if (paused || reducedMotion || !canMove) autoplay.stop();
    else autoplay.play();
  }, [emblaApi, paused, reducedMotion, scrollable]);

  const previous = useCallback(() => void load().then((api) => api?.scrollPrev()), [load]);
  const next = useCallback(() => void load().then((api) => api?.scrollNext()), [load]);

  return (
    <div
      className={cn("relative", className)}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={scope}
      data-autoplay-ms={autoplayMs}
      // "true" once the engine runs (the controls move the slides, autoplay may start): tests wait
      // for it; before, the slides are the pre-rendered markup laid out by CSS.
      data-ready={emblaApi !== null}
    >
      <style>{carouselCss(scope, settings)}</style>
      <div className="overflow-hidden" ref={viewportRef}>
        <div className="-ml-6 flex touch-pan-y">
          {items.map((item, index) => (
            <div
              key={getKey(item)}
              data-slide
              className="min-w-0 pl-6"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
            >
              {renderItem(item)}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-8 flex items-center justify-center gap-3">
        <CarouselButton label="Previous slide" onClick={previous} disabled={!scrollable}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </CarouselButton>
        {autoplayMs !== undefined && (
          <CarouselButton
            label={paused ? "Play carousel" : "Pause carousel"}
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
        <CarouselButton label="Next slide" onClick={next} disabled={!scrollable}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </CarouselButton>
      </div>
    </div>
  );
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
