/**
 * Search's first use, started at the first sign of intent: a press on or focus into the search
 * button or its placeholder, or a search shortcut. Inline in `<head>` (app/layouts/behaviours.ts),
 * so it needs no file of code to run. It loads Pagefind's module and starts it (its worker, its
 * WebAssembly and the index's metadata) while the search island's React and its dialog are on
 * their way, rather than after them, and loads the index's chunks for each letter typed into the
 * placeholder. The dialog imports the same module URL later (./pagefind.ts): the browser hands it
 * the same instance, already started, with those chunks in it. A failed load leaves nothing
 * behind: the dialog loads Pagefind itself and says so when it cannot.
 */
import { isSearchShortcut } from "~/lib/search-shortcut";
import { PAGEFIND_URL, type PagefindModule } from "./pagefind";
import { SEARCH_WAITING_ID, SEARCH_WAITING_INPUT_ID } from "./search-ids";

/** What the search button and its placeholder have in common: each names the placeholder. */
const SEARCH_CONTROL = `[popovertarget="${SEARCH_WAITING_ID}"], #${SEARCH_WAITING_ID}`;

export default function searchWarm(
  load: () => Promise<PagefindModule> = () => import(/* @vite-ignore */ PAGEFIND_URL),
) {
  let pagefind: Promise<PagefindModule> | undefined;

  const warm = () => {
    pagefind ??= load().then(async (module) => {
      await module.init();
      return module;
    });
    pagefind.catch(() => {
      pagefind = undefined;
    });
    return pagefind;
  };
  const intent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(SEARCH_CONTROL)) void warm();
  };

  document.addEventListener("pointerdown", intent, true);
  document.addEventListener("focusin", intent, true);
  document.addEventListener(
    "keydown",
    (event) => {
      if (isSearchShortcut(event)) void warm();
    },
    true,
  );
  document.addEventListener("input", (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || field.id !== SEARCH_WAITING_INPUT_ID) return;
    const term = field.value.trim();
    if (term)
      warm()
        .then((module) => module.preload(term))
        .catch(() => {});
  });
}
