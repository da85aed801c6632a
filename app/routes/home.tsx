import { HOME_BLOG_TEASERS } from "~/content/constants";
import { articleSummaries, type CompiledHome, type SiteContent } from "~/content/compile";
import { partnerList } from "~/content/partners";
import { HomeHero } from "~/features/home/home-hero";
import { HomeIntro } from "~/features/home/home-intro";
import { HomeSections } from "~/features/home/home-sections";
import { buildMeta, organizationJsonLd } from "./seo";
import { HomePopupDialog } from "~/features/home/home-popup-dialog";
import type { Site } from "~/content/site";
import type { PageRoute } from "./page-route";

export const homeMeta = ({ page }: { page: CompiledHome }, site: Site) =>
  buildMeta(site, { ...page.meta, path: "/", extra: [organizationJsonLd(site)] });

/**
 * The newest articles become the blog teasers; the intro (compiled from Markdown), the partners
 * and the slides' uploaded photos, as responsive images, go with the page's record.
 */
export function homePageProps(content: SiteContent) {
  const page = content.home;
  return {
    page,
    teasers: articleSummaries(content).slice(0, HOME_BLOG_TEASERS),
    intro: page.intro.text,
    partners: partnerList(page.partners, content.picture),
    // Only the uploads: the slides' words are in the record.
    slidePictures: page.hero.slides.map(({ photo }) => (photo && content.picture(photo)) ?? null),
  };
}

export type HomePageProps = ReturnType<typeof homePageProps>;

/** The page drawn from its record: the site's, or the editor's preview of the entry being edited. */
export function HomePage({ page, intro, teasers, partners, slidePictures }: HomePageProps) {
  return (
    <>
      <HomeHero
        {...page.hero}
        labels={page.labels}
        slides={page.hero.slides.map((slide, index) => ({
          ...slide,
          picture: slidePictures[index] ?? undefined,
        }))}
      />
      <div className="animate-fade-in">
        <HomeIntro title={page.intro.title} text={intro} labels={page.labels} />
        <HomeSections teasers={teasers} partners={partners} page={page} />
      </div>
    </>
  );
}

/** The invitation dialog, rendered after the page (opened in its turn: features/home/popup-turn.ts). */
const HomePopup = ({ page }: HomePageProps) => (
  <HomePopupDialog {...page.popup} maybeLater={page.labels.maybeLater} />
);

export const route: PageRoute<HomePageProps> = {
  props: (_page, content) => homePageProps(content),
  meta: homeMeta,
  Component: HomePage,
  after: HomePopup,
};
