import { Carousel } from "~/components/sections/carousel";
import { PARTNER_CAROUSEL } from "~/content/constants";
import { PartnerLogo } from "~/components/sections/partner-logos";
import type { Partner } from "~/content/partners";
import { Card } from "~/components/ui/card";

/** Strategic partners: 4 visible, scrolling one at a time, looping, autoplay every 3 s. */
export function PartnerCarousel({ partners, label }: { partners: readonly Partner[]; label: string }) {
  return (
    <Carousel
      label={label}
      items={partners}
      settings={PARTNER_CAROUSEL}
      getKey={(partner) => partner.name}
      renderItem={(partner) => (
        <Card className="flex h-28 items-center justify-center px-6">
          <PartnerLogo
            partner={partner}
            className="h-12 opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
          />
        </Card>
      )}
    />
  );
}
