import type { ComponentProps } from "react";
import { PARTNER_LOGO_SIZE, partners, type Partner } from "~/content/partners";
import { cn } from "~/lib/cn";

/** One partner's logo, lazy and with its intrinsic size; its alt text is the partner's name. */
export function PartnerLogo({ partner, className }: { partner: Partner; className?: string }) {
  return (
    <img
      src={`/partners/${partner.slug}.svg`}
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
export function PartnerLogos({ className, ...props }: ComponentProps<"ul">) {
  return (
    <ul className={cn("grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6", className)} {...props}>
      {partners.map((partner) => (
        <li
          key={partner.slug}
          className="flex h-24 items-center justify-center rounded-card border border-line bg-white px-5"
        >
          <PartnerLogo partner={partner} className="h-10" />
        </li>
      ))}
    </ul>
  );
}
