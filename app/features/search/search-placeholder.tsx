import { NoScriptText } from "~/components/ui/no-script-text";
import { searchButtonTexts } from "~/content/ui";
import {
  SEARCH_WAITING_HIT_ID,
  SEARCH_WAITING_ID,
  SEARCH_WAITING_INPUT_ID,
  SEARCH_WAITING_RESULTS_ID,
} from "./search-ids";
import { SearchResult, SearchResults } from "./search-result";

/**
 * What a tap on the search button shows before the page's code has run: the dialog's look, with its
 * field to type into, as a popover (Esc or a press outside closes it). Static HTML outside the
 * search island, which React never hydrates: the head script lists the title index's matches in
 * it as the visitor types (./search-warm.ts), and the island's dialog takes over what it holds
 * (./search-button.tsx).
 */
export function SearchPlaceholder() {
  return (
    <div
      id={SEARCH_WAITING_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={`${SEARCH_WAITING_ID}-title`}
      aria-busy="true"
      className="mx-auto mt-16 mb-auto w-[min(92vw,42rem)] rounded-card border-0 bg-white p-7 text-ink shadow-lift sm:mt-24 sm:p-8 dark:scheme-dark"
      data-pagefind-ignore="all"
    >
      <h2 id={`${SEARCH_WAITING_ID}-title`} className="text-2xl font-bold tracking-tight">
        {searchButtonTexts.heading}
      </h2>
      {/* Without script the field could not search: hidden there (noscript:), the note says where to look. */}
      <label
        htmlFor={SEARCH_WAITING_INPUT_ID}
        className="mt-5 block text-sm font-semibold text-ink noscript:hidden"
      >
        {searchButtonTexts.field}
      </label>
      {/* Focused as the popover opens (the browser's autofocus), so typing goes in from the first key. */}
      <input
        id={SEARCH_WAITING_INPUT_ID}
        // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the field is what the visitor opened
        autoFocus
        type="search"
        autoComplete="off"
        className="mt-2 block min-h-12 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink focus:border-brand focus:bg-white noscript:hidden"
      />
      <p className="mt-3 min-h-6 text-sm text-muted">
        <span data-when-loading="">{searchButtonTexts.loading}</span>
        <span data-when-failed="">{searchButtonTexts.failed}</span>
        <NoScriptText parts={searchButtonTexts.noScript} />
      </p>
      {/* The title index's matches (./search-warm.ts), each a copy of the template: the dialog's result. */}
      <SearchResults hits={[]} id={SEARCH_WAITING_RESULTS_ID} hidden />
      <template id={SEARCH_WAITING_HIT_ID}>
        <SearchResult hit={{ url: "/", title: "", excerpt: [{ text: "", mark: true }] }} />
      </template>
    </div>
  );
}
