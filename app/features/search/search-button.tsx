import { Search } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { OnMount } from "~/components/ui/on-mount";
import { WidgetBoundary } from "~/components/ui/widget-boundary";
import { cn } from "~/lib/cn";
import { isPopoverOpen, usePopoverToggle } from "~/lib/hooks/use-popover";
import { isSearchShortcut } from "~/lib/search-shortcut";
import { searchButtonTexts } from "~/content/ui";
// With the button, not after it: the island loads on the first sign of intent, so the dialog's
// code comes in the same round trips as React's instead of one chain link later.
import { SearchDialog } from "./search-dialog";
import { SEARCH_WAITING_ID } from "./search-ids";
import { loadTitleIndex } from "./title-index";

export const SEARCH_LABEL = searchButtonTexts.label;

/**
 * The placeholder is the page's (./search-placeholder.tsx, before the header), outside this
 * island: static HTML that the head script fills and React never hydrates. Found by its id.
 */
const waitingRef = {
  get current() {
    return document.getElementById(SEARCH_WAITING_ID);
  },
};

// This code comes at the first sign of intent. The title index is read now (from the browser's
// cache: the head script fetched it), so that the dialog, opened over the placeholder, lists its
// matches in its first frame.
if (!import.meta.env.SSR) loadTitleIndex().catch(() => {});

/**
 * The header's search button; also opened by `/` and Ctrl/Cmd+K anywhere outside a field.
 *
 * A tap before the code has run is the browser's to answer: the button opens, as a popover
 * (`popovertarget`), the search box's placeholder, where the visitor can already type; once
 * hydrated, the real dialog opens in its place with what was typed. From then on the button's own
 * click handler opens the dialog (and cancels the popover's default).
 */
export function SearchButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Opened from the placeholder (a tap before the code), the dialog would give focus back to the
  // placeholder's field, hidden by then: focus returns to the search button instead.
  // Checked a task later: the browser restores focus after the dialog's close event.
  const closeDialog = useCallback(() => {
    setOpen(false);
    window.setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || waitingRef.current?.contains(active))
        buttonRef.current?.focus();
    });
  }, []);

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

  // Tapped before hydration: the dialog takes over what the placeholder holds, read when the
  // dialog mounts (its code may still be on its way while the visitor types on).
  usePopoverToggle(waitingRef, (shown) => {
    if (!shown || open) return;
    setLoaded(true);
    setOpen(true);
  });
  const readWaitingQuery = useCallback(() => waitingRef.current?.querySelector("input")?.value ?? "", []);
  // Once the dialog has taken what the placeholder held, the placeholder goes, emptied.
  const hideWaiting = useCallback(() => {
    const input = waitingRef.current?.querySelector("input");
    if (input) input.value = "";
    if (isPopoverOpen(waitingRef.current)) waitingRef.current?.hidePopover();
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={SEARCH_LABEL}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        title={searchButtonTexts.title}
        popoverTarget={SEARCH_WAITING_ID}
        onClick={(event) => {
          event.preventDefault(); // the popover is for before hydration only
          setLoaded(true);
          setOpen(true);
        }}
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
          <WidgetBoundary>
            <SearchDialog open={open} onClose={closeDialog} readInitialQuery={readWaitingQuery} />
            {/* Once the dialog is shown over it, the placeholder goes. */}
            <OnMount run={hideWaiting} />
          </WidgetBoundary>,
          document.body,
        )}
    </>
  );
}
