import { useEffect, useState } from "react";
import { tabStorage } from "~/lib/storage";
import type { HomePopupContent, HomePopupDialog } from "./home-popup-dialog";
import { POPUP_DELAY_MS, POPUP_DISMISSED_KEY, VISITOR_ACTIVITY_EVENTS, visitorIsBusy } from "./popup-turn";

/**
 * The home page's invitation (spec §2 Home): close hides it; the action hides it and opens
 * /contactUs. It waits its turn (ARCHITECTURE §6): a visitor who clicks, types, scrolls or touches
 * before it is due, or has a field focused or a chat, menu or dialog open when it is due, does not
 * get it during the visit; the same invitation stays in the page's closing call-to-action band.
 */
export function HomePopup(content: HomePopupContent) {
  const [open, setOpen] = useState(false);
  // The dialog's code comes when the invitation is due, not with the page.
  const [Popup, setPopup] = useState<typeof HomePopupDialog | null>(null);

  useEffect(() => {
    if (tabStorage.getItem(POPUP_DISMISSED_KEY)) return;
    let timer = 0;
    const stop = () => {
      window.clearTimeout(timer);
      window.removeEventListener("load", schedule);
      for (const type of VISITOR_ACTIVITY_EVENTS) window.removeEventListener(type, stayAway, true);
    };
    // The visitor started something before the invitation showed: it stays away for the visit.
    function stayAway() {
      stop();
      tabStorage.setItem(POPUP_DISMISSED_KEY, "visitor-started");
    }
    function schedule() {
      timer = window.setTimeout(() => {
        if (visitorIsBusy(document)) return stayAway();
        stop();
        void import("./home-popup-dialog").then((module) => {
          setPopup(() => module.HomePopupDialog);
          setOpen(true);
        });
      }, POPUP_DELAY_MS);
    }
    for (const type of VISITOR_ACTIVITY_EVENTS)
      window.addEventListener(type, stayAway, { capture: true, passive: true });
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
    return stop;
  }, []);

  const dismiss = () => {
    tabStorage.setItem(POPUP_DISMISSED_KEY, "1");
    setOpen(false);
  };

  if (!Popup) return null;
  return (
    <Popup
      {...content}
      open={open}
      onClose={dismiss}
      onAction={() => {
        dismiss();
        window.location.assign("/contactUs");
      }}
    />
  );
}
