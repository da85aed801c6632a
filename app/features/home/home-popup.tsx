import { CalendarCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";

/** Once dismissed, the popup stays dismissed for the browser session. */
export const POPUP_DISMISSED_KEY = "altura:home-popup-dismissed";
/** Shown this long after the page has loaded, so it never competes with the first paint. */
export const POPUP_DELAY_MS = 1200;

interface HomePopupProps {
  title: string;
  text: string;
  action: string;
}

/** The home page's invitation (spec §2 Home): close hides it; the action hides it and opens /contactUs. */
export function HomePopup({ title, text, action }: HomePopupProps) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (sessionStorage.getItem(POPUP_DISMISSED_KEY)) return;
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(() => setOpen(true), POPUP_DELAY_MS);
    };
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
    return () => {
      window.removeEventListener("load", schedule);
      window.clearTimeout(timer);
    };
  }, []);

  const dismiss = () => {
    sessionStorage.setItem(POPUP_DISMISSED_KEY, "1");
    setOpen(false);
  };

  return (
    <Dialog open={open} onClose={dismiss} title={title} titleId="home-popup-title">
      <CalendarCheck aria-hidden="true" className="mb-4 size-10 text-teal" />
      <p className="leading-7 text-muted">{text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button
          onClick={() => {
            dismiss();
            navigate("/contactUs");
          }}
        >
          {action}
        </Button>
        <Button variant="secondary" onClick={dismiss}>
          Maybe later
        </Button>
      </div>
    </Dialog>
  );
}
