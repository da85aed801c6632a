/**
 * Search's first use, started at the first sign of intent: a press on or focus into the search
 * button or its placeholder, or a search shortcut. Inline in `<head>` (app/layouts/behaviours.ts),
 * so it needs no file of code to run. At once, side by side: the search island's code (its
 * `wakeOn` event), the title index (./title-index.ts), and Pagefind's module with its worker, its
 * WebAssembly and the index's metadata. As the visitor types into the placeholder, it lists the
 * title index's matches there (ArrowDown and ArrowUp move between field and results, Enter opens
 * the first) and loads Pagefind's index chunks for the word. The dialog imports the same module
 * URL later (./pagefind.ts): the browser hands it the same instance, already started, with those
 * chunks in it. A failed load leaves nothing behind: the dialog loads Pagefind itself and says so
 * when it cannot.
 */
import { isSearchShortcut } from "~/lib/search-shortcut";
import { loadPagefind, type SearchHit } from "./pagefind";
import {
  SEARCH_INTENT_EVENT,
  SEARCH_WAITING_HIT_ID,
  SEARCH_WAITING_ID,
  SEARCH_WAITING_INPUT_ID,
  SEARCH_WAITING_RESULTS_ID,
} from "./search-ids";
import { moveFocusOnArrows } from "./search-keys";
import { loadTitleIndex, matchTitles } from "./title-index";

/** What the search button and its placeholder have in common: each names the placeholder. */
const SEARCH_CONTROL = `[popovertarget="${SEARCH_WAITING_ID}"], #${SEARCH_WAITING_ID}`;

/**
 * The placeholder lists `hits`, each a copy of its template (the dialog's result, with one marked
 * word to copy for each marked run): the title is the link, described by the excerpt.
 */
export function listHits(doc: Document, hits: readonly SearchHit[]) {
  const list = doc.getElementById(SEARCH_WAITING_RESULTS_ID);
  const template = doc.getElementById(SEARCH_WAITING_HIT_ID);
  if (!list || !(template instanceof HTMLTemplateElement)) return;
  list.replaceChildren(
    ...hits.map((hit, index) => {
      const item = template.content.cloneNode(true) as DocumentFragment;
      const link = item.querySelector("a");
      const excerpt = item.querySelector("[id]");
      const mark = item.querySelector("mark");
      if (link && excerpt && mark) {
        link.href = hit.url;
        link.textContent = hit.title;
        excerpt.id = `${SEARCH_WAITING_RESULTS_ID}-${index}`;
        link.setAttribute("aria-describedby", excerpt.id);
        excerpt.replaceChildren(
          ...hit.excerpt.map(({ text, mark: marked }) => {
            if (!marked) return text;
            const copy = mark.cloneNode() as HTMLElement;
            copy.textContent = text;
            return copy;
          }),
        );
      }
      return item;
    }),
  );
  list.hidden = hits.length === 0;
}

export default function searchWarm() {
  const warm = () => {
    // Every time: the island may have arrived after the first sign (it listens once).
    window.dispatchEvent(new Event(SEARCH_INTENT_EVENT));
    loadTitleIndex().catch(() => {});
    return loadPagefind();
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
    const started = warm();
    if (term) started.then((module) => module.preload(term)).catch(() => {});
    loadTitleIndex().then(
      // Of what the field holds when the index answers: more letters may have come by then.
      (pages) => listHits(document, matchTitles(pages, field.value)),
      () => {}, // The dialog says whether search works.
    );
  });
  document.addEventListener("keydown", (event) => {
    const box = document.getElementById(SEARCH_WAITING_ID);
    const field = document.getElementById(SEARCH_WAITING_INPUT_ID);
    const list = document.getElementById(SEARCH_WAITING_RESULTS_ID);
    if (!(event.target instanceof Node) || !box?.contains(event.target)) return;
    moveFocusOnArrows(event, field, list);
    const first = list?.querySelector("a");
    if (event.key === "Enter" && event.target === field && first) {
      event.preventDefault();
      first.click();
    }
  });
}
