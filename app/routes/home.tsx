import { DeferredHomeSections } from "~/components/sections/deferred-parts";
import { WidgetBoundary } from "~/components/ui/widget-boundary";
import { HOME_BLOG_TEASERS } from "~/content/constants";
import { home, type Home } from "~/content/home";
import { HomeHero } from "~/features/home/home-hero";
import { HomeIntro } from "~/features/home/home-intro";
import { HomePopup } from "~/features/home/home-popup";
import { loadArticleSummaries } from "~/content/articles.server";
import { partnerList } from "~/content/partners.server";
import { responsiveImage } from "~/lib/pictures.server";
import { buildMeta, organizationJsonLd } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta = () => buildMeta({ ...home.meta, path: "/", extra: [organizationJsonLd()] });

/**
 * Runs at build time: the newest articles become the blog teasers; the intro (compiled from
 * Markdown by scripts/content.mjs), the partners and the slides' uploaded photos, as responsive
 * images, go with them.
 */
export function loader() {
  return {
    teasers: loadArticleSummaries().slice(0, HOME_BLOG_TEASERS),
    intro: home.intro.text,
    partners: partnerList(),
    // Only the uploads: the slides' words are in the page's code already.
    slidePictures: home.hero.slides.map(({ photo }) => (photo ? responsiveImage(photo) : null)),
  };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage page={home} {...loaderData} />;
}

/**
 * The page drawn from its record: the route's, or the editor's preview of the entry being edited,
 * which leaves out the invitation (`popup={false}`): it would cover the page being edited.
 */
export function HomePage({
  page,
  intro,
  teasers,
  partners,
  slidePictures,
  popup = true,
}: { page: Home; popup?: boolean } & Route.ComponentProps["loaderData"]) {
  return (
    <>
      <HomeHero
        {...page.hero}
        slides={page.hero.slides.map((slide, index) => ({
          ...slide,
          picture: slidePictures[index] ?? undefined,
        }))}
      />
      <div className="animate-fade-in">
        <HomeIntro title={page.intro.title} text={intro} />
        <DeferredHomeSections teasers={teasers} partners={partners} page={page} />
      </div>
      {popup && (
        <WidgetBoundary>
          <HomePopup {...page.popup} />
        </WidgetBoundary>
      )}
    </>
  );
}
