import { ArticleCard } from "~/components/sections/article-card";
import { Carousel } from "~/components/sections/carousel";
import { CtaBand } from "~/components/sections/cta-band";
import { PageSection } from "~/components/sections/page-section";
import { BLOG_CARD_HEIGHT_PX, BLOG_CAROUSEL, HOME_BLOG_TEASERS } from "~/content/constants";
import { home } from "~/content/home";
import { FlipCardGrid } from "~/features/home/flip-card-grid";
import { HomeHero } from "~/features/home/home-hero";
import { HomeIntro } from "~/features/home/home-intro";
import { HomePopup } from "~/features/home/home-popup";
import { HowWeWork } from "~/features/home/how-we-work";
import { PartnerCarousel } from "~/features/home/partner-carousel";
import { loadArticleSummaries } from "~/lib/articles.server";
import { buildMeta, organizationJsonLd } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta = () => buildMeta({ ...home.meta, path: "/", extra: [organizationJsonLd()] });

/** Runs at build time: the newest articles become the blog teasers. */
export function loader() {
  return { teasers: loadArticleSummaries().slice(0, HOME_BLOG_TEASERS) };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero {...home.hero} />
      <div className="animate-fade-in">
        <HomeIntro title={home.intro.title} text={home.intro.text} links={home.introLinks} />
        <PageSection name="partners" tone="tinted" title={home.partnersIntro.title} text={home.partnersIntro.text}>
          <PartnerCarousel />
        </PageSection>
        <PageSection name="services" title="What we do" text="Four practices, one accountable partner.">
          <FlipCardGrid offers={home.offers} />
        </PageSection>
        <PageSection
          name="how-we-work"
          tone="tinted"
          title="How we work"
          text="From first call to a running solution in five clear steps."
          align="center"
        >
          <HowWeWork steps={home.steps} />
        </PageSection>
        <PageSection name="blog" title={home.blogIntro.title} text={home.blogIntro.text}>
          <Carousel
            label="Latest insights"
            items={loaderData.teasers}
            settings={BLOG_CAROUSEL}
            getKey={(article) => article.path}
            renderItem={(article) => (
              <ArticleCard article={article} categoryHref="/insights" style={{ height: BLOG_CARD_HEIGHT_PX }} />
            )}
          />
        </PageSection>
        <CtaBand
          cta={{ title: home.popup.title, text: home.popup.text, label: home.popup.action, href: "/contactUs" }}
        />
      </div>
      <HomePopup {...home.popup} />
    </>
  );
}
