/**
 * Light or dark theme. The page follows the system setting (CSS `color-scheme: light dark`, see
 * app.css) unless the visitor chose the other theme with the header's toggle: that choice is kept
 * in localStorage and put on <html> as `data-theme`, before the first paint, by the shell's
 * inline script (app/components/layout/shell.ts `applyStoredTheme`), whose switch is `chooseTheme`.
 */

import { siteStorage, storageKeys } from "./storage";

export type Theme = "light" | "dark";

export const DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * Applies a stored choice, if any; storage can be blocked (then the system setting applies). Of
 * what storage holds only the exact words "light" and "dark" are used, as an attribute value.
 */
export function applyStoredTheme() {
  const stored = siteStorage.getItem(storageKeys.theme);
  if (stored === "light" || stored === "dark") document.documentElement.dataset.theme = stored;
}

/** The system's theme. */
export function systemTheme(): Theme {
  return window.matchMedia(DARK_QUERY).matches ? "dark" : "light";
}

/** The theme the page shows now: the visitor's choice (only ever "light" or "dark"), else the system's. */
export function currentTheme(): Theme {
  return (document.documentElement.dataset.theme as Theme | undefined) ?? systemTheme();
}

/**
 * Shows `theme` and remembers it. Choosing the system's own theme forgets the choice, so the
 * page follows the system again (and a later change of the system setting applies).
 */
export function chooseTheme(theme: Theme) {
  const root = document.documentElement;
  const follow = theme === systemTheme();
  if (follow) delete root.dataset.theme;
  else root.dataset.theme = theme;
  // Where storage is blocked, the choice lasts for this page view.
  if (follow) siteStorage.removeItem(storageKeys.theme);
  else siteStorage.setItem(storageKeys.theme, theme);
}
