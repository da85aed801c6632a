/** Card grid classes: one column on phones, then 2, then 3 (or at most 2, `twoUp`). */
export function gridColumns(twoUp = false): string {
  return twoUp ? "grid gap-6 md:grid-cols-2" : "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";
}
