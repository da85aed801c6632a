import { CalendarCheck } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";
import { StaticDialog } from "~/components/ui/dialog";
import { HOME_POPUP_ID } from "./popup-turn";

export interface HomePopupContent {
  title: string;
  text: string;
  action: string;
  /** The button that closes it (content/pages/home.yml `labels.maybeLater`). */
  maybeLater: string;
}

/**
 * The home page's invitation (spec §2 Home): a `<dialog>` rendered at build time and opened in its
 * turn by ./popup-turn.ts. "Maybe later" closes it (the platform's `commandfor`);
 * the action is a link to /contactUs. No React runs.
 */
export function HomePopupDialog({ title, text, action, maybeLater }: HomePopupContent) {
  return (
    <StaticDialog id={HOME_POPUP_ID} title={title} titleId="home-popup-title" data-pagefind-ignore="all">
      <CalendarCheck aria-hidden="true" className="mb-4 size-10 text-teal" />
      <p className="leading-7 text-muted">{text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href="/contactUs" className={buttonClasses("primary")}>
          {action}
        </a>
        <button
          type="button"
          {...{ commandfor: HOME_POPUP_ID, command: "close" }}
          className={buttonClasses("secondary")}
        >
          {maybeLater}
        </button>
      </div>
    </StaticDialog>
  );
}
