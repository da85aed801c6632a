import { MessageCircle, X } from "lucide-react";
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
} from "react";
import { NoScriptText } from "~/components/ui/no-script-text";
import { WidgetBoundary } from "~/components/ui/widget-boundary";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { CHAT_PANEL } from "~/content/constants";
import { cn } from "~/lib/cn";
import { usePopoverToggle } from "~/lib/hooks/use-popover";
import { storageKeys, tabStorage } from "~/lib/storage";
import { chatLauncherTexts } from "~/content/ui";
// With the launcher, not after it: the island loads on first use (or at once when the chat was
// open on the last page), so the panel's code comes with React's instead of one chain link later.
import { ChatPanel } from "./chat-panel";
import { CHAT_RESTORED } from "./chat-look";

/** The launcher sits below the panel (which is CHAT_PANEL.bottom from the viewport's bottom). */
export const LAUNCHER_BOTTOM_PX = CHAT_PANEL.bottom - CHAT_PANEL.icon;

export const CHAT_LAUNCHER_LABEL = chatLauncherTexts.open;
const PANEL_ID = "chat-panel";
const WAITING_ID = "chat-waiting";

/** Spec §9 sizes as CSS variables, so the panel and its stand-in (chat-stand-in.tsx) use the same numbers. */
export const geometry = {
  "--chat-w": `${CHAT_PANEL.width}px`,
  "--chat-h": `${CHAT_PANEL.height}px`,
  "--chat-bottom": `${CHAT_PANEL.bottom}px`,
  "--chat-right": `${CHAT_PANEL.right}px`,
  "--chat-icon": `${CHAT_PANEL.icon}px`,
  "--chat-icon-bottom": `${LAUNCHER_BOTTOM_PX}px`,
} as CSSProperties;

/**
 * The floating chat button of every page (spec §2): a 60px button at the bottom right that
 * toggles the chat panel. It is all the chatbot code a page loads up front. The strip it renders
 * below the footer keeps the fixed button from covering the footer's last line.
 *
 * A tap before that code has run is the browser's to answer: the button opens, as a popover
 * (`popovertarget`), the panel's placeholder ("Loading chat…", in the panel's place), and once
 * hydrated the launcher opens the panel itself. From then on its own click handler toggles the
 * panel (and cancels the popover's default).
 */
export function ChatLauncher() {
  // Opened by the visitor (focus moves into the panel), or again as the page loads because it was
  // open on the last page (focus stays where a new page starts it: the skip link is first).
  const [opened, setOpened] = useState<"byVisitor" | "onLoad" | null>(null);
  const open = opened !== null;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const waitingRef = useRef<HTMLDivElement>(null);

  // Every page is a document of its own: an open panel is remembered in the tab and opened again
  // on the next page (its island loads at once then: client:use's storedKeys), with its
  // conversation (chat-store.ts keeps it).
  useEffect(() => {
    if (tabStorage.getItem(storageKeys.chatOpen)) {
      // After hydration, by design: the HTML (and so the first render) is the closed launcher.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- restores what storage holds, once
      setOpened("onLoad");
    }
  }, []);
  // The panel is drawn where the stand-in was (chat-restore.ts), in the same frame: the stand-in goes.
  useLayoutEffect(() => {
    if (open) document.documentElement.removeAttribute(CHAT_RESTORED);
  }, [open]);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (open) tabStorage.setItem(storageKeys.chatOpen, "1");
    else tabStorage.removeItem(storageKeys.chatOpen);
  }, [open]);

  const close = useCallback((options?: { restoreFocus?: boolean }) => {
    setOpened(null);
    if (options?.restoreFocus !== false) buttonRef.current?.focus();
  }, []);

  // Tapped before hydration: the placeholder is showing; the panel (or its fallback, the same
  // placeholder) takes its place.
  usePopoverToggle(waitingRef, (shown) => {
    if (!shown) return;
    waitingRef.current?.hidePopover();
    setOpened("byVisitor");
  });

  const hydrated = useHydrated();
  return (
    // Under the footer, dark in both themes: its colours resolve as in the light theme (the
    // launcher too); the panel switches back to the page's theme (`dark:scheme-dark`).
    <aside
      aria-label={chatLauncherTexts.region}
      style={geometry}
      className="h-(--chat-bottom) bg-ink scheme-light print:hidden"
    >
      {/* Before its button: a tap while the page is still arriving finds what it opens. */}
      <PanelPlaceholder ref={waitingRef} id={WAITING_ID} popover="manual" />
      <button
        ref={buttonRef}
        type="button"
        aria-label={CHAT_LAUNCHER_LABEL}
        // Before hydration the browser answers the tap (the placeholder, a popover, which exposes
        // its own expanded state: HTML forbids aria-expanded beside popovertarget); after, our code.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={open ? PANEL_ID : undefined}
        popoverTarget={hydrated ? undefined : WAITING_ID}
        onClick={(event) => {
          event.preventDefault(); // the popover is for before hydration only
          setOpened((value) => (value ? null : "byVisitor"));
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) close();
        }}
        className="fixed right-(--chat-right) bottom-(--chat-icon-bottom) z-50 inline-flex size-(--chat-icon) items-center justify-center rounded-full bg-brand text-white shadow-lift ring-2 ring-white/90 transition-[background-color,scale] duration-200 hover:scale-105 hover:bg-navy active:scale-95"
      >
        {open ? (
          <X aria-hidden="true" className="size-7" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-7" />
        )}
      </button>
      {open && (
        <WidgetBoundary fallback={<PanelPlaceholder failed />}>
          <ChatPanel
            id={PANEL_ID}
            onClose={close}
            takeFocus={opened === "byVisitor"}
            arrive={opened === "byVisitor"}
          />
        </WidgetBoundary>
      )}
    </aside>
  );
}

/**
 * In the panel's place while its code loads (and, as a popover, for a tap before hydration); if
 * the panel fails, it says so instead.
 */
function PanelPlaceholder({ failed = false, ...props }: ComponentProps<"div"> & { failed?: boolean }) {
  return (
    <div
      aria-busy={!failed}
      role="status"
      {...props}
      className={cn(
        // A closed popover is not displayed (a display utility would show it).
        props.popover && "not-open:hidden",
        "fixed inset-auto right-(--chat-right) bottom-(--chat-bottom) z-50 m-0 flex h-(--chat-h) max-h-[calc(100dvh-var(--chat-bottom)-0.75rem)] w-(--chat-w) items-center justify-center rounded-card border-0 bg-white p-6 text-center text-muted shadow-lift ring-1 ring-ink/10 max-[400px]:right-2.5 max-[400px]:left-2.5 max-[400px]:w-auto dark:scheme-dark",
      )}
    >
      {failed ? (
        chatLauncherTexts.failed
      ) : (
        <>
          {/* Before the code: if it never comes, the island says so (app.css, data-island="failed"). */}
          <span data-when-loading="">{chatLauncherTexts.loading}</span>
          <span data-when-failed="">{chatLauncherTexts.failed}</span>
          <NoScriptText parts={chatLauncherTexts.noScript} />
        </>
      )}
    </div>
  );
}
