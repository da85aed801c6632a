import { X } from "lucide-react";
import { useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";

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

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // A click on the backdrop (the dialog element itself) closes it; keyboard users have Esc.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events -- keyboard users close it with Esc (native)
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
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
          aria-label="Close"
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
