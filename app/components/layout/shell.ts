/**
 * The shell's behaviours, on every page: inline in `<head>` (app/layouts/behaviours.ts), run
 * before the first paint and listening on the document, so a tap at first paint is answered
 * before the body is parsed. Not React: it would pull React into every page.
 *  - the stored theme, applied before anything is painted; the theme button shows the other
 *    theme, remembered (or forgotten when it is the system's: app/lib/theme.ts), and its
 *    `aria-pressed` follows the theme shown;
 *  - the header's `data-state`: "solid" past the scroll threshold or while the mobile menu is
 *    open; focus moves into that menu when it opens;
 *  - the header's `<details>` menus close on Esc (focus back to the summary), on a press outside
 *    and when focus leaves them;
 *  - search's shortcuts (`/`, Ctrl/Cmd+K outside fields) before the search island is ready: they
 *    press its button (its placeholder opens, its field focused, and the island wakes); once
 *    ready, the island answers them itself (the same rule, app/lib/search-shortcut.ts);
 *  - `<dialog data-light-dismiss>` closes on a press on its backdrop; a button opening a dialog
 *    closes the mobile menu first; invoker commands (`commandfor`) where the browser lacks them.
 */
import { ISLAND_STATE } from "~/components/ui/island-state";
import { HEADER_SCROLL_THRESHOLD } from "~/content/constants";
import { whenParsed } from "~/lib/page-lifecycle";
import { isSearchShortcut } from "~/lib/search-shortcut";
import { applyStoredTheme, chooseTheme, currentTheme, DARK_QUERY } from "~/lib/theme";

/** The header (site-header.tsx); its `data-state` is "transparent" or "solid". */
export const SITE_HEADER = "data-site-header";
/** The mobile menu's popover (mobile-nav.tsx). */
export const MOBILE_NAV_ID = "mobile-nav";
/** The name all the header's menus share (nav-menu.tsx): one open at a time, the browser's. */
export const MAIN_MENU_NAME = "main-menu";
/** The theme button (theme-toggle.tsx). */
export const THEME_TOGGLE = "data-theme-toggle";

const OPEN_MENU = `details[name="${MAIN_MENU_NAME}"][open]`;

function isPopoverShown(element: Element | null): boolean {
  try {
    return !!element?.matches(":popover-open");
  } catch {
    return false;
  }
}

export default function shell() {
  applyStoredTheme();
  const doc = document;
  let menuOpen = false;
  let frame = 0;

  const showPressed = () => {
    for (const button of doc.querySelectorAll(`[${THEME_TOGGLE}]`))
      button.setAttribute("aria-pressed", String(currentTheme() === "dark"));
  };
  const showHeaderState = () => {
    const header = doc.querySelector<HTMLElement>(`[${SITE_HEADER}]`);
    if (header)
      header.dataset.state = scrollY > HEADER_SCROLL_THRESHOLD || menuOpen ? "solid" : "transparent";
  };

  addEventListener(
    "scroll",
    () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        showHeaderState();
      });
    },
    { passive: true },
  );

  whenParsed(() => {
    showPressed();
    matchMedia(DARK_QUERY).addEventListener("change", showPressed);
  });
  // `toggle` does not bubble: caught on its way down, from the first tap.
  doc.addEventListener(
    "toggle",
    (event) => {
      const nav = event.target;
      if (!(nav instanceof HTMLElement) || nav.id !== MOBILE_NAV_ID) return;
      menuOpen = (event as ToggleEvent).newState === "open";
      showHeaderState();
      if (menuOpen) nav.querySelector<HTMLElement>("a, button")?.focus();
    },
    true,
  );

  doc.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.closest(`[${THEME_TOGGLE}]`)) {
      chooseTheme(currentTheme() === "dark" ? "light" : "dark");
      showPressed();
      return;
    }
    const invoker = target.closest<HTMLButtonElement>("button[commandfor]");
    if (invoker) {
      const command = invoker.getAttribute("command");
      const dialog = doc.getElementById(invoker.getAttribute("commandfor") ?? "");
      const nav = doc.getElementById(MOBILE_NAV_ID);
      if (command === "show-modal" && isPopoverShown(nav)) nav?.hidePopover();
      if (dialog instanceof HTMLDialogElement && !("commandForElement" in HTMLButtonElement.prototype)) {
        if (command === "show-modal" && !dialog.open) dialog.showModal();
        if (command === "close") dialog.close();
      }
      return;
    }
    if (target instanceof HTMLDialogElement && target.matches("[data-light-dismiss]")) target.close();
  });

  doc.addEventListener("pointerdown", (event) => {
    for (const menu of doc.querySelectorAll<HTMLDetailsElement>(OPEN_MENU))
      if (!menu.contains(event.target as Node | null)) menu.open = false;
  });

  doc.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      const menu = doc.querySelector<HTMLDetailsElement>(OPEN_MENU);
      if (menu) {
        menu.open = false;
        menu.querySelector("summary")?.focus();
      }
      return;
    }
    if (!isSearchShortcut(event) || doc.querySelector("dialog[open]")) return;
    const search = doc.querySelector<HTMLButtonElement>("button[aria-keyshortcuts]");
    const island = search?.closest("astro-island");
    if (search && island && island.getAttribute(ISLAND_STATE) !== "ready") {
      event.preventDefault();
      search.click();
    }
  });

  doc.addEventListener("focusout", (event) => {
    const menu = event.target instanceof Element ? event.target.closest<HTMLDetailsElement>(OPEN_MENU) : null;
    if (menu && !menu.contains(event.relatedTarget as Node | null)) menu.open = false;
  });
}
