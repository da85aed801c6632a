import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { buttonClasses } from "./button";
import { EMBED_FACADE, EMBED_LOAD } from "./embed-loader";

interface EmbedFacadeProps {
  /** The third-party page to frame once asked. */
  src: string;
  /** Accessible title of the frame. */
  title: string;
  /** Button content, e.g. an icon and "Show the map". */
  action: ReactNode;
  /** Says where the content comes from, under the button. */
  note: string;
  /** What stands in for the frame until then (decorative). */
  placeholder: ReactNode;
  className?: string;
}

/**
 * A click-to-load third-party frame: nothing is requested from the other site until the visitor
 * presses the button; then the frame replaces the placeholder and receives focus. Rendered at
 * build time with no frame in it: the frame's address, title and classes wait as data attributes,
 * and a script (./embed-loader.ts) makes the frame from them on the press (no React), as
 * properties, never as markup. The button shows only where scripting runs; the editor's preview
 * has no such script, so it never frames the other site.
 */
export function EmbedFacade({ src, title, action, note, placeholder, className }: EmbedFacadeProps) {
  return (
    <div
      {...{ [EMBED_FACADE]: "" }}
      data-src={src}
      data-title={title}
      data-class="absolute inset-0 size-full border-0"
      className={cn("relative bg-brand-50", className)}
    >
      {placeholder}
      <div className="on-dark absolute inset-0 flex flex-col items-center justify-center gap-3 bg-linear-to-t from-ink/55 via-ink/10 to-transparent p-6 text-center">
        <button
          type="button"
          {...{ [EMBED_LOAD]: "" }}
          className={buttonClasses("light", "mt-auto noscript:invisible")}
        >
          {action}
        </button>
        <p className="text-sm font-medium text-white">{note}</p>
      </div>
    </div>
  );
}
