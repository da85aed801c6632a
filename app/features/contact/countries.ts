declare const __COUNTRY_NAMES__: readonly string[];

/** Every country by its English name, sorted, made at build time: see scripts/lib/countries.mjs. */
export const countryNames: readonly string[] = __COUNTRY_NAMES__;
