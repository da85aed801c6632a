import type { ComponentProps, ReactNode } from "react";
import type { ResponsiveImage } from "~/lib/media";

interface PictureProps extends ComponentProps<"picture"> {
  image: ResponsiveImage;
  /** How wide it is drawn, for the browser's choice of width, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  /** The page's largest picture (LCP): fetched at once and first, not lazily. */
  priority?: boolean;
  imgClassName?: string;
  /** Sources that come first, e.g. a blank one for windows that do not show the picture. */
  children?: ReactNode;
}

/**
 * An uploaded picture: AVIF, else WebP, at the width the layout needs, with its size attributes so
 * nothing shifts when it arrives; lazy unless it is the page's main picture.
 */
export function Picture({ image, sizes, priority = false, imgClassName, children, ...props }: PictureProps) {
  return (
    <picture {...props}>
      {children}
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={imgClassName}
      />
    </picture>
  );
}
