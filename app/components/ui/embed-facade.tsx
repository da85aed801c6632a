import { useState, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Button } from "./button";

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
 * presses the button; then the frame replaces the placeholder and receives focus.
 */
export function EmbedFacade({ src, title, action, note, placeholder, className }: EmbedFacadeProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={cn("relative bg-brand-50", className)}>
      {loaded ? (
        <iframe
          // The button that was focused is gone: focus moves to the frame it loaded, and to it
          // again when the frame's page has come if focus fell to the page meanwhile (a frame of
          // another site is swapped in when its page arrives, and focus can go with the old one).
          ref={(element) => element?.focus()}
          onLoad={(event) => {
            if (document.activeElement === document.body) event.currentTarget.focus();
          }}
          src={src}
          title={title}
          className="absolute inset-0 size-full border-0"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          {placeholder}
          <div className="on-dark absolute inset-0 flex flex-col items-center justify-center gap-3 bg-linear-to-t from-ink/55 via-ink/10 to-transparent p-6 text-center">
            <Button variant="light" onClick={() => setLoaded(true)} className="mt-auto">
              {action}
            </Button>
            <p className="text-sm font-medium text-white">{note}</p>
          </div>
        </>
      )}
    </div>
  );
}
