import { HOME_BLOG_TEASERS } from "~/content/constants";
import { home, type Home } from "~/content/home";
import { HomeHero } from "~/features/home/home-hero";
import { HomeIntro } from "~/features/home/home-intro";
import { HomeSections } from "~/features/home/home-sections";
import { loadArticleSummaries } from "~/content/articles.server";
import { partnerList } from "~/content/partners.server";
import { responsiveImage } from "~/content/pictures.server";
import { buildMeta, organizationJsonLd } from "~/routes/seo";
import { HomePopupDialog } from "~/features/home/home-popup-dialog";
import type { PageRoute } from "~/routes/page-route";

export const homeMeta = () => buildMeta({ ...home.meta, path: "/", extra: [organizationJsonLd()] });

/**
 * At build time: the newest articles become the blog teasers; the intro (compiled from Markdown by
 * scripts/content.mjs), the partners and the slides' uploaded photos, as responsive images, go with them.
 */
export function loadHomePage() {
  return {
    page: home,
    teasers: loadArticleSummaries().slice(0, HOME_BLOG_TEASERS),
    intro: home.intro.text,
    partners: partnerList(),
    // Only the uploads: the slides' words are in the record.
    slidePictures: home.hero.slides.map(({ photo }) => (photo ? responsiveImage(photo) : null)),
  };
}

export type HomePageProps = Omit<ReturnType<typeof loadHomePage>, "page"> & { page: Home };

/** The page drawn from its record: the site's, or the editor's preview of the entry being edited. */
export function HomePage({ page, intro, teasers, partners, slidePictures }: HomePageProps) {
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
        <HomeSections teasers={teasers} partners={partners} page={page} />
      </div>
    </>
  );
}

/** The invitation dialog, rendered after the page (opened in its turn: features/home/popup-turn.ts). */
const HomePopup = ({ page }: HomePageProps) => <HomePopupDialog {...page.popup} />;

export const route: PageRoute<HomePageProps> = {
  load: loadHomePage,
  meta: homeMeta,
  Component: HomePage,
  after: HomePopup,
};
