import { Moon } from "lucide-react";
import { useSyncExternalStore, type ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { createSignal } from "~/lib/signal";
import { chooseTheme, currentTheme, DARK_QUERY } from "~/lib/theme";
import { shellTexts } from "~/content/ui";

const chosen = createSignal();

function subscribe(onChange: () => void) {
  const system = window.matchMedia(DARK_QUERY);
  const unsubscribe = chosen.subscribe(onChange);
  system.addEventListener("change", onChange);
  return () => {
    unsubscribe();
    system.removeEventListener("change", onChange);
  };
}

/**
 * The dark theme on or off: one button with `aria-pressed` (pressed = dark). Off by default means
 * "as the system": the page follows the system setting until the visitor picks the other theme,
 * and picking the system's own theme again returns to following it (see `chooseTheme`).
 * Shown from the first paint (hidden only where scripting is off), its icon filled by CSS (`dark:`)
 * whatever the code knows yet; a tap before the code came is held and carried out then
 * (app/lib/held-taps.ts). The theme itself needs no JavaScript.
 */
export function ThemeToggle({ className, ...props }: Omit<ComponentProps<"button">, "onClick" | "children">) {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => null);
  const dark = theme === "dark";
  return (
    <button
      type="button"
      aria-label={shellTexts.darkTheme}
      aria-pressed={dark}
      title={shellTexts.darkTheme}
      onClick={() => {
        chooseTheme(dark ? "light" : "dark");
        chosen.emit();
      }}
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
