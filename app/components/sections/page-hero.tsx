import type { ComponentProps, ReactNode } from "react";
import { MOBILE_MAX_WIDTH } from "~/content/constants";
import type { Hero } from "~/content/types";
import { cn } from "~/lib/cn";
import { artSmallSrc, artSrc, SCENE_SIZE, SCENE_SMALL_SIZE, type ResponsiveImage } from "~/lib/media";
import { Picture } from "../ui/picture";
import { Container } from "../ui/container";
import { Eyebrow } from "~/components/ui/eyebrow";
import { HERO_LAYER } from "~/components/layout/site-header";

interface PageHeroProps extends Omit<ComponentProps<"section">, "title"> {
  hero: Hero;
  /** Buttons or links under the intro. */
  actions?: ReactNode;
  /** Extra content under the intro (e.g. article date line). */
  children?: ReactNode;
  /** An uploaded photo, shown instead of the hero's illustration. */
  photo?: ResponsiveImage;
}

interface HeroTextProps extends ComponentProps<"div"> {
  hero: Pick<Hero, "eyebrow" | "title" | "intro">;
  actions?: ReactNode;
}

/**
 * A hero's words: eyebrow, the page's only h1 (`#page-title`, which the hero section is labelled
 * by), the intro, extra lines and the call-to-action buttons. The buttons are left out of the
 * search index, which would otherwise run their labels into the page's text.
 */
export function HeroText({ hero, actions, children, ...props }: HeroTextProps) {
  return (
    <div {...props}>
      <Eyebrow className="mb-4 text-mint">{hero.eyebrow}</Eyebrow>
      <h1 id="page-title" className="text-display font-extrabold tracking-tight text-balance">
        {hero.title}
      </h1>
      <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-200 md:text-xl">{hero.intro}</p>
      {children}
      {actions && (
        <div data-pagefind-ignore className="mt-8 flex flex-wrap gap-4">
          {actions}
        </div>
      )}
    </div>
  );
}

/**
 * The dark hero that opens every page: the page's only h1, its intro and a scene illustration.
 * At 768px or less the browser picks the lighter small scene (no JavaScript involved). An uploaded
 * `photo` takes the illustration's place, cut to the same 4:3 frame. The editor's preview draws an
 * entry as far as it is filled in: before its illustration is chosen, the hero has none.
 */
export function PageHero({ hero, actions, children, photo, className, ...props }: PageHeroProps) {
  return (
    <section
      className={cn(
        "on-dark relative isolate overflow-hidden bg-linear-to-br from-ink via-navy to-navy-700 text-white",
        HERO_LAYER,
        className,
      )}
      aria-labelledby="page-title"
      {...props}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(59_130_246/0.35),transparent_60%)]"
      />
      <Container className="grid items-center gap-10 pt-28 pb-16 md:pt-36 md:pb-24 lg:grid-cols-[1.05fr_1fr] lg:gap-12">
        <HeroText hero={hero} actions={actions} className="animate-fade-in">
          {children}
        </HeroText>
        {photo ? (
          <Picture
            image={photo}
            priority
            sizes="(min-width: 1024px) 45vw, (min-width: 768px) 448px, 100vw"
            className="mx-auto block w-full max-w-md lg:max-w-none"
            imgClassName="aspect-[4/3] h-auto w-full rounded-card object-cover"
          />
        ) : hero.art ? (
          <picture className="mx-auto block w-full max-w-md lg:max-w-none">
            <source
              media={`(max-width: ${MOBILE_MAX_WIDTH}px)`}
              srcSet={artSmallSrc(hero.art)}
              width={SCENE_SMALL_SIZE.width}
              height={SCENE_SMALL_SIZE.height}
            />
            <img
              src={artSrc(hero.art)}
              alt={hero.alt}
              width={SCENE_SIZE.width}
              height={SCENE_SIZE.height}
              fetchPriority="high"
              decoding="async"
              className="h-auto w-full"
            />
          </picture>
        ) : null}
      </Container>
    </section>
  );
}
