import { ArrowRight, Pause, Play } from "lucide-react";
import { Carousel } from "~/components/sections/carousel";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { SceneName } from "~/content/types";
import { artSmallSrc, artSrc, SCENE_SIZE, SCENE_SMALL_SIZE, type ResponsiveImage } from "~/lib/media";
import { Picture } from "~/components/ui/picture";
import { HeroText } from "~/components/sections/page-hero";
import { HERO_LAYER } from "~/components/layout/site-header";
import { cn } from "~/lib/cn";
import type { HomeLabels } from "./home-labels";
import { HERO_VIDEO_ATTR, HERO_VIDEO_QUERY, HERO_VIDEO_TOGGLE } from "./hero-video";

const BLANK_PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

export const HERO_VIDEO = {
  webm: "/media/hero-loop.webm",
  mp4: "/media/hero-loop.mp4",
  poster: "/media/hero-poster.webp",
} as const;

const WIDE_QUERY = HERO_VIDEO_QUERY;

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
  labels: HomeLabels;
}

/**
 * Home hero. Wider than 576px: a muted, looping background video over its poster (the poster is
 * also a CSS background, so phones never download it). 576px or narrower: no video element, but a
 * two-slide carousel with taglines. The choice follows the window as it is resized (CSS, and the
 * video's script, ./hero-video.ts).
 */
export function HomeHero({ eyebrow, title, intro, slides, labels }: HomeHeroProps) {
  return (
    <section
      aria-labelledby="page-title"
      className={cn(
        "group/hero on-dark relative isolate overflow-hidden bg-ink bg-cover bg-center text-white narrow:bg-[url(/media/hero-poster.webp)]",
        HERO_LAYER,
      )}
    >
      <HeroVideo labels={labels} />
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
                {labels.talkToExpert}
                <ArrowRight aria-hidden="true" className="size-4" />
              </ButtonLink>
              <ButtonLink to="/softwareServices" variant="outlineLight">
                {labels.exploreServices}
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
          <HeroSlides slides={slides} label={labels.highlights} />
        </div>
      </Container>
    </section>
  );
}

/**
 * The narrow hero's two slides with taglines: swiped by the browser (scroll snap), its buttons and
 * autoplay answered by the carousel script, from the first paint.
 */
function HeroSlides({ slides, label }: { slides: HomeHeroProps["slides"]; label: string }) {
  return (
    <Carousel
      label={label}
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
  );
}

/**
 * The background loop. The HTML holds no video: a placeholder carries its sources, and a script
 * (./hero-video.ts), once the page has loaded (never competing with the first paint), puts the
 * `<video>` in on a window wider than 576px (muted, looping, preloaded, over its poster) and plays
 * it; it takes it out again when the window narrows, so phones never download it. A visitor who
 * prefers reduced motion sees the poster (the hero's background) until they press Play. The
 * button pauses and resumes it; its icon and name follow `data-playing` on the hero (CSS).
 */
function HeroVideo({ labels }: { labels: HomeLabels }) {
  return (
    <>
      <div
        hidden
        {...{
          [HERO_VIDEO_ATTR]: "",
          "data-webm": HERO_VIDEO.webm,
          "data-mp4": HERO_VIDEO.mp4,
          "data-poster": HERO_VIDEO.poster,
          "data-class": "absolute inset-0 -z-20 size-full object-cover",
        }}
      />
      <button
        type="button"
        {...{ [HERO_VIDEO_TOGGLE]: "" }}
        className="absolute right-5 bottom-5 z-10 inline-flex size-11 items-center justify-center rounded-full bg-ink/70 text-white ring-1 ring-white/30 hover:bg-ink max-narrow:hidden noscript:hidden"
      >
        <Pause aria-hidden="true" className="hidden size-5 group-data-playing/hero:block" />
        <Play aria-hidden="true" className="size-5 group-data-playing/hero:hidden" />
        <span className="sr-only hidden group-data-playing/hero:inline">{labels.pauseVideo}</span>
        <span className="sr-only group-data-playing/hero:hidden">{labels.playVideo}</span>
      </button>
    </>
  );
}
