import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { cn } from "~/lib/cn";

/** The dialog and Pagefind load on first open, not with the page. */
const loadDialog = () => import("./search-dialog");
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

export const SEARCH_LABEL = "Search the site";

/** True when a key press belongs to a field the visitor is typing in. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches("input, textarea, select");
}

/** `/` or Ctrl/Cmd+K, outside fields: the shortcuts that open search. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey || isTypingTarget(event.target))
    return false;
  if (event.key === "/") return !event.ctrlKey && !event.metaKey;
  return event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.shiftKey;
}

/** The header's search button; also opened by `/` and Ctrl/Cmd+K anywhere outside a field. */
export function SearchButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Not over another open dialog (login, popup): one modal at a time.
      if (!isSearchShortcut(event) || document.querySelector("dialog[open]")) return;
      event.preventDefault();
      setLoaded(true);
      setOpen(true);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-label={SEARCH_LABEL}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        title="Search (/ or Ctrl+K)"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        // Start fetching the dialog's code as soon as the visitor shows interest.
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        className={cn(
          "inline-flex size-11 items-center justify-center rounded-full hover:bg-current/10",
          className,
        )}
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      {/* In <body>, not in the header: the header's colours (white text and focus rings over the hero) stay out of it. */}
      {loaded &&
        createPortal(
          <Suspense fallback={null}>
            <SearchDialog open={open} onClose={() => setOpen(false)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
