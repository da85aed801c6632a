import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { formTexts } from "~/content/forms";

/** The accessible success modal (spec §4): closes with its buttons, Esc or a click outside. */
export function SuccessDialog({
  open,
  onClose,
  title,
  titleId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      titleId={titleId}
      title={
        <span className="flex items-center gap-3">
          <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-success" />
          {title}
        </span>
      }
    >
      <div className="space-y-3 leading-7 text-muted">{children}</div>
      <div className="mt-7 flex justify-end">
        <Button onClick={onClose} className="w-full sm:w-auto">
          {formTexts.shared.done}
        </Button>
      </div>
    </Dialog>
  );
}
