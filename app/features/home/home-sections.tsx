import { ArticleCard } from "~/components/sections/article-card";
import { Carousel } from "~/components/sections/carousel";
import { CtaBand } from "~/components/sections/cta-band";
import { PageSection } from "~/components/sections/page-section";
import { BLOG_CARD_HEIGHT_PX, BLOG_CAROUSEL } from "~/content/constants";
import type { ArticleSummary, CompiledHome } from "~/content/compile";
import type { Partner } from "~/content/partners";
import { FlipCardGrid } from "./flip-card-grid";
import { HowWeWork } from "./how-we-work";
import { PartnerCarousel } from "./partner-carousel";

export type HomeSectionsText = Pick<
  CompiledHome,
  "partnersIntro" | "offersIntro" | "offers" | "stepsIntro" | "steps" | "blogIntro" | "popup" | "labels"
>;

/**
 * The home page below its first screen: partners, services, how we work, the blog, the closing
 * call to action. Static: the carousels, the cards' tap-to-turn and how we work's highlight are
 * inline scripts (app/layouts/behaviours.ts), carried by the pages whose HTML has them.
 */
export function HomeSections({
  teasers,
  partners,
  page: home,
}: {
  teasers: readonly ArticleSummary[];
  partners: readonly Partner[];
  /** The home page's words (content/pages/home.yml, or the entry the editor previews). */
  page: HomeSectionsText;
}) {
  return (
    <>
      <PageSection
        name="partners"
        tone="tinted"
        title={home.partnersIntro.title}
        text={home.partnersIntro.text}
      >
        <PartnerCarousel partners={partners} label={home.labels.partners} />
      </PageSection>
      <PageSection name="services" title={home.offersIntro.title} text={home.offersIntro.text}>
        <FlipCardGrid offers={home.offers} flipHint={home.labels.flipHint} />
      </PageSection>
      <PageSection
        name="how-we-work"
        tone="tinted"
        title={home.stepsIntro.title}
        text={home.stepsIntro.text}
        align="center"
      >
        <HowWeWork steps={home.steps} />
      </PageSection>
      <PageSection name="blog" title={home.blogIntro.title} text={home.blogIntro.text}>
        <Carousel
          label={home.labels.latestInsights}
          items={teasers}
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
    </>
  );
}
