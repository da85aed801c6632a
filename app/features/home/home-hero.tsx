import { ArrowRight, Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Carousel } from "~/components/sections/carousel";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { HOME_HERO_NARROW_MAX_WIDTH } from "~/content/constants";
import type { SceneName } from "~/content/types";
import { useMediaQuery, usePrefersReducedMotion } from "~/lib/hooks/use-media-query";
import { artSmallSrc, artSrc, SCENE_SIZE, SCENE_SMALL_SIZE, type ResponsiveImage } from "~/lib/media";
import { Picture } from "~/components/ui/picture";
import { HeroText } from "~/components/sections/page-hero";
import { homeTexts } from "~/content/home";

const BLANK_PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

export const HERO_VIDEO = {
  webm: "/media/hero-loop.webm",
  mp4: "/media/hero-loop.mp4",
  poster: "/media/hero-poster.webp",
} as const;

const WIDE_QUERY = `(min-width: ${HOME_HERO_NARROW_MAX_WIDTH + 1}px)`;

const SLIDES_SETTINGS = { visible: 1, scroll: 1, autoplayMs: 5000, breakpoints: [] };

interface HomeHeroProps {
  eyebrow: string;
  title: string;
  intro: string;
  /** With an uploaded photo, the slide shows it instead of its illustration. */
  slides: readonly {
    tagline: string;
    text: string;
    art: SceneName;
    alt: string;
    picture?: ResponsiveImage;
  }[];
}

/**
 * Home hero. Wider than 576px: a muted, looping background video over its poster (the poster is
 * a CSS background, so phones never download it). 576px or narrower: no video element at all,
 * but a two-slide carousel with taglines. The choice follows the window as it is resized.
 */
export function HomeHero({ eyebrow, title, intro, slides }: HomeHeroProps) {
  const wide = useMediaQuery(WIDE_QUERY);
  return (
    <section
      aria-labelledby="page-title"
      className="on-dark relative isolate overflow-hidden bg-ink bg-cover bg-center text-white narrow:bg-[url(/media/hero-poster.webp)]"
    >
      {wide && <HeroVideo />}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-r from-ink/90 via-ink/60 to-ink/10 max-narrow:bg-linear-to-b max-narrow:from-ink max-narrow:to-navy"
      />
      <Container className="grid min-h-[36rem] items-center pt-28 pb-16 md:min-h-[44rem] md:pt-36 md:pb-28 lg:grid-cols-[1.1fr_1fr] lg:gap-10">
        <HeroText
          hero={{ eyebrow, title, intro }}
          className="max-w-3xl animate-fade-in"
          actions={
            <>
              <ButtonLink to="/contactUs" variant="light">
                {homeTexts.talkToExpert}
                <ArrowRight aria-hidden="true" className="size-4" />
              </ButtonLink>
              <ButtonLink to="/softwareServices" variant="outlineLight">
                {homeTexts.exploreServices}
              </ButtonLink>
            </>
          }
        />
        {/* The scene joins the video on wide screens only; narrower ones never download it. */}
        <picture className="hidden lg:block">
          <source media="(min-width: 1024px)" srcSet={artSrc(slides[0]?.art ?? "hero-home")} />
          <img
            src={BLANK_PIXEL}
            alt=""
            width={SCENE_SIZE.width}
            height={SCENE_SIZE.height}
            className="h-auto w-full"
          />
        </picture>
        <div className="mt-12 narrow:hidden" data-testid="hero-slides">
          <Carousel
            label={homeTexts.highlights}
            items={slides}
            settings={SLIDES_SETTINGS}
            getKey={(slide) => slide.tagline}
            renderItem={(slide) => (
              <figure className="overflow-hidden rounded-card bg-navy-700/60 ring-1 ring-white/10">
                {/* Phones only: wider windows get a blank source and never download the picture. */}
                {slide.picture ? (
                  <Picture
                    image={slide.picture}
                    sizes="100vw"
                    priority={slide === slides[0]}
                    imgClassName="aspect-[4/3] h-auto w-full object-cover"
                  >
                    <source media={WIDE_QUERY} srcSet={BLANK_PIXEL} />
                  </Picture>
                ) : (
                  <picture>
                    <source media={WIDE_QUERY} srcSet={BLANK_PIXEL} />
                    <img
                      src={artSmallSrc(slide.art)}
                      alt={slide.alt}
                      width={SCENE_SMALL_SIZE.width}
                      height={SCENE_SMALL_SIZE.height}
                      fetchPriority={slide === slides[0] ? "high" : "low"}
                      decoding="async"
                      className="h-auto w-full"
                    />
                  </picture>
                )}
                <figcaption className="p-5">
                  <p className="text-lg font-bold">{slide.tagline}</p>
                  <p className="mt-1 text-slate-200">{slide.text}</p>
                </figcaption>
              </figure>
            )}
          />
        </div>
      </Container>
    </section>
  );
}

/** The background loop: plays muted unless the visitor prefers reduced motion; can be paused. */
function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (reducedMotion) {
      video.pause();
      return;
    }
    // Autoplay can be refused (data saver, policies): the poster stays, and we only log it.
    video.play().catch((error: unknown) => console.info("Hero video autoplay was prevented:", error));
  }, [reducedMotion]);

  return (
    <>
      <video
        ref={ref}
        className="absolute inset-0 -z-20 size-full object-cover"
        muted
        loop
        playsInline
        preload="auto"
        poster={HERO_VIDEO.poster}
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={HERO_VIDEO.webm} type="video/webm" />
        <source src={HERO_VIDEO.mp4} type="video/mp4" />
      </video>
      <button
        type="button"
        onClick={() => {
          const video = ref.current;
          if (!video) return;
          if (video.paused) video.play().catch(() => undefined);
          else video.pause();
        }}
        className="absolute right-5 bottom-5 z-10 inline-flex size-11 items-center justify-center rounded-full bg-ink/70 text-white ring-1 ring-white/30 hover:bg-ink"
      >
        {playing ? (
          <Pause aria-hidden="true" className="size-5" />
        ) : (
          <Play aria-hidden="true" className="size-5" />
        )}
        <span className="sr-only">{playing ? homeTexts.pauseVideo : homeTexts.playVideo}</span>
      </button>
    </>
  );
}
