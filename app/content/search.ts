/**
 * The search dialog's words (content/search.yml, edited in the CMS under Site): a module of its
 * own, so that only the dialog's code, loaded on first use, carries them.
 */
import record from "./generated/search.json" with { type: "json" };
import type { SearchRecord } from "./schema";
import { fillPlaceholders } from "./site";

export const searchTexts: SearchRecord = fillPlaceholders(record as SearchRecord);
