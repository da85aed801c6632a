import { Carousel } from "~/components/sections/carousel";
import { PARTNER_CAROUSEL } from "~/content/constants";
import { PARTNER_LOGO_SIZE, partners } from "~/content/partners";

/** Strategic partners: 4 visible, scrolling one at a time, looping, autoplay every 3 s. */
export function PartnerCarousel() {
  return (
    <Carousel
      label="Strategic partners"
      items={partners}
      settings={PARTNER_CAROUSEL}
      getKey={(partner) => partner.slug}
      renderItem={(partner) => (
        <div className="flex h-28 items-center justify-center rounded-card border border-line bg-white px-6 shadow-card">
          <img
            src={`/partners/${partner.slug}.svg`}
            alt={partner.name}
            width={PARTNER_LOGO_SIZE.width}
            height={PARTNER_LOGO_SIZE.height}
            loading="lazy"
            decoding="async"
            className="h-12 w-auto max-w-full opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
          />
        </div>
      )}
    />
  );
}
