import { escapeMarkup } from "./escape";

/**
 * The brand marks, derived from the brand's name and short name (the site config's, with
 * VITE_BRAND_NAME, VITE_BRAND_SHORT_NAME), so a rebrand changes the logo and the favicon with the
 * name: the wordmark is the short name with the rest of the name underneath, the mark a tile with
 * the short name's initial.
 */
export function brandMark(name: string, shortName: string) {
  const rest = name.startsWith(shortName) ? name.slice(shortName.length).trim() : "";
  return { initial: Array.from(shortName)[0]?.toUpperCase() ?? "", word: shortName, sub: rest };
}

/** The favicon: the initial in white on the brand tile. `colors` are the tile's two gradient stops. */
export function faviconSvg(initial: string, colors: { from: string; to: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/></linearGradient></defs><rect width="64" height="64" rx="15" fill="url(#t)"/><text x="32" y="45" text-anchor="middle" font-family="system-ui,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" font-size="38" font-weight="800" fill="#fff">${escapeMarkup(initial)}</text></svg>`;
}
