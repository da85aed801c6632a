import { CalendarCheck } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { homeTexts } from "~/content/home";

export interface HomePopupContent {
  title: string;
  text: string;
  action: string;
}

/** The home page's invitation itself: downloaded only when it is due (home-popup.tsx). */
export function HomePopupDialog({
  title,
  text,
  action,
  open,
  onClose,
  onAction,
}: HomePopupContent & { open: boolean; onClose: () => void; onAction: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={title} titleId="home-popup-title" data-pagefind-ignore="all">
      <CalendarCheck aria-hidden="true" className="mb-4 size-10 text-teal" />
      <p className="leading-7 text-muted">{text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={onAction}>{action}</Button>
        <Button variant="secondary" onClick={onClose}>
          {homeTexts.maybeLater}
        </Button>
      </div>
    </Dialog>
  );
}
