import type { ComponentProps } from "react";
import { Picture } from "~/components/ui/picture";
import { PARTNER_LOGO_SIZE, type Partner } from "~/content/partners";
import { cn } from "~/lib/cn";

/**
 * One partner's logo, lazy and with its intrinsic size: an uploaded one (its own description), else
 * the shipped one (the partner's name as its alt text).
 */
export function PartnerLogo({ partner, className }: { partner: Partner; className?: string }) {
  if (partner.picture)
    return (
      <Picture
        image={partner.picture}
        sizes={`${PARTNER_LOGO_SIZE.width}px`}
        imgClassName={cn("w-auto max-w-full object-contain", className)}
      />
    );
  return (
    <img
      src={`/partners/${partner.logo}.svg`}
      alt={partner.name}
      width={PARTNER_LOGO_SIZE.width}
      height={PARTNER_LOGO_SIZE.height}
      loading="lazy"
      decoding="async"
      // Drawn dark for light cards: the dark theme inverts their lightness and keeps their hues.
      className={cn("w-auto max-w-full dark:hue-rotate-180 dark:invert", className)}
    />
  );
}

/** Partner logos in a row, for pages that show them without a carousel. */
export function PartnerLogos({
  partners,
  className,
  ...props
}: ComponentProps<"ul"> & { partners: readonly Partner[] }) {
  return (
    <ul className={cn("grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6", className)} {...props}>
      {partners.map((partner) => (
        <li
          key={partner.name}
          className="flex h-24 items-center justify-center rounded-card border border-line bg-white px-5"
        >
          <PartnerLogo partner={partner} className="h-10" />
        </li>
      ))}
    </ul>
  );
}
