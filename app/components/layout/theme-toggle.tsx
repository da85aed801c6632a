import { Moon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { shellTexts } from "~/content/ui";
import { THEME_TOGGLE } from "./shell";

/**
 * The dark theme on or off: one button with `aria-pressed` (pressed = dark). Off by default means
 * "as the system": the page follows the system setting until the visitor picks the other theme,
 * and picking the system's own theme again returns to following it. Rendered at build time; the
 * shell script in <head> (./shell.ts) answers its taps (from the first one: it listens on the document) and
 * sets `aria-pressed` once the page is parsed. Its icon is filled by CSS (`dark:`). The theme
 * itself needs no JavaScript.
 */
export function ThemeToggle({ className, ...props }: Omit<ComponentProps<"button">, "onClick" | "children">) {
  return (
    <button
      type="button"
      aria-label={shellTexts.darkTheme}
      aria-pressed={false}
      title={shellTexts.darkTheme}
      {...{ [THEME_TOGGLE]: "" }}
      className={cn(
        // Holds its place but is not shown where scripting is off: it does nothing there.
        "inline-flex size-11 items-center justify-center rounded-full transition-[background-color] hover:bg-current/10 noscript:invisible",
        className,
      )}
      {...props}
    >
      {/* One icon, filled while the dark theme is on (the pressed state). */}
      <Moon aria-hidden="true" className="size-5 dark:fill-current" />
    </button>
  );
}
