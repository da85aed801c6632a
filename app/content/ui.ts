/**
 * The site's own words that every page carries (content/ui.yml, edited in the CMS under Site,
 * checked by scripts/content.mjs): header, footer, the search and chat buttons, carousels, article
 * cards, the notice of a form whose code never came. A page's own labels are in
 * its page record, the search dialog's in app/content/search.ts, the chat panel's in app/content/chat-texts.ts. `fillIn`
 * (app/content/fill-in.ts) fills the placeholders only the code knows, e.g. {minutes}.
 */
import type { CompiledUi } from "./compile";
import record from "./generated/ui.json" with { type: "json" };
import { fillPlaceholders } from "./site";

/** Every part of the site texts, as the components read them (the editor's preview writes into it). */
export const uiTexts: CompiledUi = fillPlaceholders(record as unknown as CompiledUi);

export const {
  shell: shellTexts,
  login: loginTexts,
  carousel: carouselTexts,
  searchButton: searchButtonTexts,
  chatLauncher: chatLauncherTexts,
  formFailed: formFailedTexts,
  pages: pageTexts,
  articles: articleTexts,
  jobListing: jobListingTexts,
} = uiTexts;
