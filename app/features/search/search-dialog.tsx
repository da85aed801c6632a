import { SearchX } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "~/components/ui/link";
import { Dialog } from "~/components/ui/dialog";
import { loadPagefind, searchSite, type SearchHit } from "./pagefind";
import { moveFocusOnArrows } from "./search-keys";
import { SearchResults } from "./search-result";
import { loadTitleIndex, matchTitles } from "./title-index";
import { fillIn } from "~/content/fill-in";
import { searchTexts } from "~/content/search";
import { searchButtonTexts } from "~/content/ui";

type Status = "loading" | "ready" | "failed";

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** What the visitor typed into the placeholder before the dialog's code came (search-button.tsx). */
  readInitialQuery?: () => string;
}

/** Closes the dialog and opens a result's page (nothing when there is no result). */
function openResult(hit: SearchHit | undefined, onClose: () => void) {
  if (!hit) return;
  onClose();
  window.location.assign(hit.url);
}

/**
 * The search dialog (loaded with the search island, on the first sign of intent): a labelled search field, results as
 * links with the matching excerpt, ArrowUp/ArrowDown between field and results, Enter opens the
 * first result (pressed before the results of the words typed have come, the first of those once
 * they come), Esc closes (focus goes back to where it was).
 */
export function SearchDialog({ open, onClose, readInitialQuery }: SearchDialogProps) {
  const [status, setStatus] = useState<Status>("loading");
  const [query, setQuery] = useState(() => readInitialQuery?.() ?? "");
  const [found, setFound] = useState<{ query: string; hits: SearchHit[] } | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Until Pagefind is ready, the title index answers (usually in the first frame: the head script
  // fetched it at the first sign of intent).
  const [titles, setTitles] = useState(loadTitleIndex.loaded);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Enter pressed before the results of the words typed have come: the best of them opens when
  // they come (the results on screen may still be the last words', or the title index has none).
  const openWhenFound = useRef(false);
  const inputId = useId();
  const term = query.trim();

  // The dialog is shown by now (a child's effects run first): put the caret in the field, with
  // the letters typed into the placeholder since this rendered. React may commit a suspended
  // dialog a few hundred milliseconds after rendering it, so those can be many.
  useEffect(() => {
    if (!open) return;
    const typed = readInitialQuery?.();
    const input = inputRef.current;
    if (typed && input) {
      // Into the field itself as well as the state: the next key may come before React renders
      // the state, and its change event carries the field's value, which must hold these letters.
      input.value = typed;
      setQuery(typed);
    }
    input?.focus();
  }, [open, readInitialQuery]);

  useEffect(() => {
    let current = true;
    loadPagefind().then(
      () => current && setStatus("ready"),
      () => current && setStatus("failed"),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  useEffect(() => {
    if (titles || status === "ready") return;
    let current = true;
    loadTitleIndex().then(
      (pages) => current && setTitles(pages),
      () => {}, // Pagefind's own load says whether search works.
    );
    return () => {
      current = false;
    };
  }, [titles, status]);

  useEffect(() => {
    if (status !== "ready" || term === "") return;
    let current = true;
    searchSite(term).then(
      (hits) => {
        if (!current || !hits) return;
        setFound({ query: term, hits });
        if (openWhenFound.current) openResult(hits[0], onClose);
        openWhenFound.current = false;
      },
      () => {
        if (!current) return; // an earlier word's search: the Enter waits for this one's
        openWhenFound.current = false;
        setStatus("failed");
      },
    );
    return () => {
      current = false;
    };
  }, [status, term, onClose]);

  const titleHits = useMemo(() => (titles && term !== "" ? matchTitles(titles, term) : []), [titles, term]);
  const hits = term === "" ? [] : status === "ready" && found ? found.hits : titleHits;
  const settled = term !== "" && found?.query === term;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={searchButtonTexts.heading}
      titleId="search-title"
      className="mt-16 w-[min(92vw,42rem)] sm:mt-24"
      data-pagefind-ignore="all"
    >
      {/* eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- arrow keys for the field and links inside */}
      <div onKeyDown={(event) => moveFocusOnArrows(event.nativeEvent, inputRef.current, listRef.current)}>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            if (term === "") return;
            const coming = status === "ready" ? !settled : status === "loading" && hits.length === 0;
            if (coming) openWhenFound.current = true;
            else openResult(hits[0], onClose);
          }}
        >
          <label htmlFor={inputId} className="text-sm font-semibold text-ink">
            {searchButtonTexts.field}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              openWhenFound.current = false; // new words: Enter again opens their best result
            }}
            // Esc closes the dialog at once (a search field would otherwise only clear itself).
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                event.preventDefault();
                onClose();
              }
            }}
            placeholder={searchTexts.placeholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={`${inputId}-status`}
            className="mt-2 block min-h-12 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink placeholder:text-muted focus:border-brand focus:bg-white"
          />
        </form>
        <p id={`${inputId}-status`} role="status" className="mt-3 min-h-6 text-sm text-muted">
          {status === "loading" && searchButtonTexts.loading}
          {status === "failed" &&
            (import.meta.env.DEV
              ? "The dev server has no search index: run npm run build, then npm start, to try search."
              : searchTexts.failed)}
          {status === "ready" && term === "" && searchTexts.hint}
          {status === "ready" &&
            settled &&
            hits.length > 0 &&
            fillIn(hits.length === 1 ? searchTexts.foundOne : searchTexts.foundMany, { count: hits.length })}
        </p>
        {status === "failed" && !import.meta.env.DEV && (
          <button
            type="button"
            onClick={() => {
              setStatus("loading");
              setAttempt((value) => value + 1);
            }}
            className="mt-2 inline-flex min-h-11 items-center rounded-full border border-brand px-4 font-semibold text-brand hover:bg-brand-50"
          >
            {searchTexts.retry}
          </button>
        )}
        {status === "ready" && settled && hits.length === 0 && (
          <div className="mt-2 flex items-start gap-3 rounded-xl bg-surface p-4 text-muted">
            <SearchX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            <p>
              {searchTexts.noMatch} <q className="font-semibold text-ink">{term}</q>.{" "}
              {searchTexts.noMatchHelp}{" "}
              <Link to="/insights" onClick={onClose} className="font-semibold text-brand underline">
                {searchTexts.allInsights}
              </Link>
              .
            </p>
          </div>
        )}
        {hits.length > 0 && <SearchResults hits={hits} onOpen={onClose} ref={listRef} />}
      </div>
    </Dialog>
  );
}
