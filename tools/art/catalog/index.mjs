/**
 * The catalog: every illustration name mapped to its composition. Scenes (heroes and article
 * headers) render wide + "-sm"; motifs render as square spot illustrations.
 */
import { SERVICE_SCENES } from "./scenes-services.mjs";
import { INDUSTRY_SCENES } from "./scenes-industries.mjs";
import { PAGE_SCENES } from "./scenes-pages.mjs";
import { ARTICLE_SCENES } from "./scenes-articles.mjs";

export const SCENES = { ...PAGE_SCENES, ...SERVICE_SCENES, ...INDUSTRY_SCENES, ...ARTICLE_SCENES };
