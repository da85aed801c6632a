/**
 * The home page: hero (video on wide screens, two-slide carousel on narrow ones), intro, the four
 * offer cards, the five how-we-work steps, section intros and the popup. The words are
 * content/pages/home.yml (edited in the CMS under Pages, checked by scripts/content.mjs); the intro's
 * Markdown arrives compiled into rich text.
 */
import record from "./generated/home.json" with { type: "json" };
import type { Inline } from "~/lib/rich-text";
import type { HomeRecord } from "./schema";
import { fillPlaceholders } from "./site";

export type Home = Omit<HomeRecord, "intro"> & { intro: { title: string; text: Inline[] } };

export const home: Home = fillPlaceholders(record as unknown as Home);

/** The home page's buttons and the names screen readers hear. */
export const homeTexts = home.labels;
