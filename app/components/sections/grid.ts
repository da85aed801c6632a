import { CARD_GRID_COLUMNS, CARD_GRID_COLUMNS_TWO_UP } from "~/content/constants";

/** Card grid classes: one column on phones, then 2, then 3 (or 2 with the two-per-row option). */
export function gridColumns(columns: number = CARD_GRID_COLUMNS): string {
  return columns === CARD_GRID_COLUMNS_TWO_UP
    ? "grid gap-6 md:grid-cols-2"
    : "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";
}
