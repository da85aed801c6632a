import { DeferredHomeSections } from "~/components/sections/deferred-parts";
import { WidgetBoundary } from "~/components/ui/widget-boundary";
import { HOME_BLOG_TEASERS } from "~/content/constants";
import { home } from "~/content/home";
import { HomeHero } from "~/features/home/home-hero";
import { HomeIntro } from "~/features/home/home-intro";
import { HomePopup } from "~/features/home/home-popup";
import { loadArticleSummaries } from "~/content/articles.server";
import { buildMeta, organizationJsonLd } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta = () => buildMeta({ ...home.meta, path: "/", extra: [organizationJsonLd()] });

/** Runs at build time: the newest articles become the blog teasers; the intro (compiled from Markdown by scripts/content.mjs) goes with them. */
export function loader() {
  return {
    teasers: loadArticleSummaries().slice(0, HOME_BLOG_TEASERS),
    intro: home.intro.text,
  };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero {...home.hero} />
      <div className="animate-fade-in">
        <HomeIntro title={home.intro.title} text={loaderData.intro} />
        <DeferredHomeSections teasers={loaderData.teasers} />
      </div>
      <WidgetBoundary>
        <HomePopup {...home.popup} />
      </WidgetBoundary>
    </>
  );
}
