import { X } from "lucide-react";
import { useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { shellTexts } from "~/content/ui";

interface DialogProps extends Omit<ComponentProps<"dialog">, "open" | "title"> {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Id for the title element (labels the dialog). */
  titleId: string;
}

/**
 * A modal built on the native <dialog> opened with showModal(): the browser makes the rest of the
 * page inert (so Tab never reaches it; no hand-written focus trap), closes on Esc and returns
 * focus to the element that opened it. A click on the backdrop closes it too. Render it outside
 * landmarks (a portal into <body>), as the login and search dialogs are.
 */
export function Dialog({ open, onClose, title, titleId, className, children, ...props }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  /** The body was made the element to return to (see `holdPageStart`). */
  const heldStart = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      heldStart.current = holdPageStart();
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // A click on the backdrop (the dialog element itself) closes it; keyboard users have Esc.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions, jsx-a11y-x/click-events-have-key-events -- keyboard users close it with Esc (native)
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => {
        if (heldStart.current) document.body.removeAttribute("tabindex");
        heldStart.current = false;
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        "m-auto w-[min(92vw,28rem)] rounded-card bg-white p-0 text-ink shadow-lift dark:scheme-dark",
        className,
      )}
      {...props}
    >
      <div className="relative p-7 sm:p-8">
        <button
          type="button"
          onClick={onClose}
          aria-label={shellTexts.close}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <h2 id={titleId} className="pr-10 text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <div className="mt-5">{children}</div>
      </div>
    </dialog>
  );
}

/**
 * On close the browser gives focus back to the element that had it when the dialog opened. A
 * dialog that opens by itself (the home invitation, over a page nobody has focused) would have
 * none to give back, and the next Tab would continue from the dialog's place in the document (the
 * footer). So when nothing has focus, the body takes it (focusable while the dialog is open): the
 * browser returns focus there, and the next Tab reaches the skip link and the header (WCAG 2.4.3).
 * Returns whether it did.
 */
function holdPageStart(): boolean {
  const { activeElement, body } = document;
  if (activeElement && activeElement !== body) return false;
  body.tabIndex = -1;
  body.focus({ preventScroll: true });
  return true;
}

/**
 * The same modal, rendered at build time and run by the platform: buttons open it with
 * `commandfor`/`command="show-modal"` and its close button with `command="close"` (the shell's script
 * in <head> stands in for browsers without invoker commands, and closes it on a backdrop press,
 * `data-light-dismiss`). Esc, the inert page and focus return are the browser's. No React runs.
 */
export function StaticDialog({
  id,
  title,
  titleId,
  className,
  children,
  ...props
}: Omit<ComponentProps<"dialog">, "open" | "title"> & { id: string; title: ReactNode; titleId: string }) {
  return (
    <dialog
      id={id}
      aria-labelledby={titleId}
      data-light-dismiss=""
      className={cn(
        "m-auto w-[min(92vw,28rem)] rounded-card bg-white p-0 text-ink shadow-lift dark:scheme-dark",
        className,
      )}
      {...props}
    >
      <div className="relative p-7 sm:p-8">
        <button
          type="button"
          {...{ commandfor: id, command: "close" }}
          aria-label={shellTexts.close}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <h2 id={titleId} className="pr-10 text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <div className="mt-5">{children}</div>
      </div>
    </dialog>
  );
}
