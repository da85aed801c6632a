import type { ComponentProps } from "react";
import type { ArtName } from "~/content/types";
import { cn } from "~/lib/cn";
import { artSrc, MOTIF_SIZE } from "~/lib/media";

interface ArtImageProps extends Omit<ComponentProps<"img">, "src" | "alt"> {
  art: ArtName;
  /** Empty for decorative use next to a heading that says the same. */
  alt: string;
  /** Its size: by default the full width of its box at the art's aspect ratio. */
  sizeClassName?: string;
}

/** A spot illustration: lazy, with intrinsic size so it never shifts the layout. */
export function ArtImage({ art, alt, className, sizeClassName = "h-auto w-full", ...props }: ArtImageProps) {
  return (
    <img
      src={artSrc(art)}
      alt={alt}
      width={MOTIF_SIZE.width}
      height={MOTIF_SIZE.height}
      loading="lazy"
      decoding="async"
      // Drawn on their own light tile; a little dimmer on the dark theme, so they do not glare.
      className={cn("dark:brightness-90", sizeClassName, className)}
      {...props}
    />
  );
}
