import { LogIn, Menu, X } from "lucide-react";
import type { ReactNode } from "react";
import type { MenuEntry, NavLink as NavLinkData } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";
import { LOGIN_DIALOG_ID } from "./login-dialog";
import { MobileNav } from "./mobile-nav";
import { MOBILE_NAV_ID, SITE_HEADER } from "./shell";
import { NavMenu } from "./nav-menu";
import { SocialLinks } from "./social-links";
import { ThemeToggle } from "./theme-toggle";
import { loginTexts, shellTexts } from "~/content/ui";

/**
 * The header's text colour: white over the dark hero, ink once the header is solid. The state is
 * the header's `data-state`, set by the shell script (./shell.ts) as the page scrolls
 * past the threshold or the mobile menu opens; CSS does the rest, so no React runs for it.
 */
export const HEADER_TONE = "text-white group-data-[state=solid]/header:text-ink";

/** The header bar's height, which its backdrop matches. */
const HEADER_HEIGHT = "h-18 md:h-20";

/**
 * Where the opening band (the dark hero every page starts with) sits among the layers: above the
 * header's backdrop, which it hides while it is behind the header, and below the header itself.
 */
export const HERO_LAYER = "z-20";

/**
 * The transparent header's light words need a dark backdrop wherever they are. At the top of the
 * page the hero is that backdrop, and it hides this one (HERO_LAYER); anywhere else, while the
 * header is still transparent (a page opened or reloaded scrolled down, a scroll the page script
 * has not answered yet, JavaScript off or late), the words stand on this dark bar rather than on
 * the light bands below. Once solid, the header's own white background covers it.
 */
export function HeaderBackdrop() {
  return (
    <div className={cn("on-dark pointer-events-none fixed inset-x-0 top-0 z-10 bg-ink", HEADER_HEIGHT)} />
  );
}

/**
 * Fixed header: transparent over the dark hero, white with the dark logo once the page has
 * scrolled past the threshold (or while the mobile menu is open). The background switches at
 * once, as the words' colours do: a fade would show light words on white (or dark on the hero)
 * while it runs. Rendered at build time only: its menus are `<details>` and a popover, Login
 * opens a `<dialog>` (`commandfor`), the theme button and the header state are the shell script's.
 * `search` is the search island (an Astro slot); `main` the menus (app/content/navigation.ts).
 */
export function SiteHeader({
  pathname,
  main,
  search,
}: {
  pathname: string;
  main: readonly MenuEntry[];
  search?: ReactNode;
}) {
  const tone = HEADER_TONE;

  return (
    <header
      {...{ [SITE_HEADER]: "" }}
      data-state="transparent"
      className={cn(
        "group/header fixed inset-x-0 top-0 z-40",
        "data-[state=solid]:bg-white data-[state=solid]:shadow-card",
        // Dark in both themes while over the hero (as `.on-dark`).
        "data-[state=transparent]:bg-transparent data-[state=transparent]:scheme-light",
      )}
    >
      {/* Before its button: a tap while the page is still arriving finds what it opens. */}
      <MobileNav pathname={pathname} main={main} />
      <div
        className={cn(
          "mx-auto flex max-w-7xl items-center justify-between gap-4 px-5 sm:px-8",
          HEADER_HEIGHT,
        )}
      >
        <Logo variant="header" />
        {/* The links take the room between the logo and the buttons, and the buttons keep theirs at
            the right edge: text drawn before the font came (wider) moves no button. */}
        <nav aria-label={shellTexts.mainNav} className="hidden min-w-0 flex-1 justify-center lg:flex">
          <ul className="flex items-center gap-1">
            {main.map((entry) =>
              "links" in entry ? (
                <NavMenu
                  key={entry.label}
                  label={entry.label}
                  links={entry.links}
                  tone={tone}
                  pathname={pathname}
                />
              ) : (
                <HeaderLink key={entry.label} link={entry} tone={tone} pathname={pathname} />
              ),
            )}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-1">
          <SocialLinks className="hidden xl:flex" linkClassName={cn("hover:bg-current/10", tone)} />
          {search}
          <ThemeToggle className={tone} />
          <button
            type="button"
            {...{ commandfor: LOGIN_DIALOG_ID, command: "show-modal" }}
            className={cn(
              // Its width does not follow its text's, so the buttons beside it stay put as the font comes.
              "hidden min-h-11 min-w-28 items-center justify-center gap-2 rounded-full border px-4 font-semibold transition-[background-color] lg:inline-flex",
              "border-white/70 text-white hover:bg-white/10",
              "group-data-[state=solid]/header:border-brand group-data-[state=solid]/header:text-brand group-data-[state=solid]/header:hover:bg-brand-50",
            )}
          >
            <LogIn aria-hidden="true" className="size-4" />
            {loginTexts.button}
          </button>
          <button
            type="button"
            // The browser exposes the popover's expanded state (HTML forbids aria-expanded here).
            popoverTarget={MOBILE_NAV_ID}
            aria-controls={MOBILE_NAV_ID}
            className={cn("inline-flex size-11 items-center justify-center rounded-full lg:hidden", tone)}
          >
            {/* Which icon and name: whether the menu popover is open (CSS, no script). */}
            <Menu aria-hidden="true" className="size-6 group-has-[#mobile-nav:popover-open]/header:hidden" />
            <X
              aria-hidden="true"
              className="hidden size-6 group-has-[#mobile-nav:popover-open]/header:block"
            />
            <span className="sr-only group-has-[#mobile-nav:popover-open]/header:hidden">
              {shellTexts.openMenu}
            </span>
            <span className="sr-only hidden group-has-[#mobile-nav:popover-open]/header:inline">
              {shellTexts.closeMenu}
            </span>
          </button>
        </div>
      </div>
    </header>
  );
}

function HeaderLink({
  link,
  tone,
  pathname,
}: {
  link: NavLinkData & { external?: boolean };
  tone: string;
  pathname: string;
}) {
  const className =
    "inline-flex min-h-11 items-center rounded-full px-3 font-semibold transition-[background-color] hover:bg-current/10";
  const current = !link.external && link.href === pathname;
  return (
    <li>
      <a
        href={link.href}
        aria-current={current ? "page" : undefined}
        className={cn(className, tone, current && "underline decoration-2 underline-offset-8")}
      >
        {link.label}
      </a>
    </li>
  );
}
