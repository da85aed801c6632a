import { LogIn, Menu, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { createPortal } from "react-dom";
import { NavLink } from "react-router";
import { HEADER_SCROLL_THRESHOLD } from "~/content/constants";
import type { NavLink as NavLinkData } from "~/content/navigation";
import { WidgetBoundary } from "~/components/ui/widget-boundary";
import { SearchButton } from "~/features/search/search-button";
import { cn } from "~/lib/cn";
import { useScrolledPast } from "~/lib/hooks/use-scrolled-past";
import { Logo } from "./logo";
import { SocialLinks } from "./social-links";
import { useSiteNavigation } from "./use-site-navigation";
import { MobileNav } from "./mobile-nav";
import { NavMenu } from "./nav-menu";
import { ThemeToggle } from "./theme-toggle";
import { loginTexts, shellTexts } from "~/content/ui";

const MOBILE_NAV_ID = "mobile-nav";

// Downloaded when first opened: most visits never log in.
const LoginDialog = lazy(() => import("./login-dialog").then((module) => ({ default: module.LoginDialog })));

/**
 * Fixed header: transparent over the dark hero, white with the dark logo once the page has
 * scrolled past the threshold (or while the mobile menu is open). The background switches at
 * once, as the words' colours do: a fade would show light words on white (or dark on the hero)
 * while it runs.
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  // The mobile menu is a popover: the browser opens and closes it (its button, Esc, a press
  // outside); this follows it, for the header's look and the button's state.
  const [menuOpen, setMenuOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  // Mounted (its code loaded) at the first opening and kept, so closing it returns focus to the Login button.
  const [loginMounted, setLoginMounted] = useState(false);
  const openLogin = () => {
    setLoginMounted(true);
    setLoginOpen(true);
  };
  const solid = scrolled || menuOpen;
  const tone = solid ? "text-ink" : "text-white";
  const { main } = useSiteNavigation();

  return (
    <header
      data-state={solid ? "solid" : "transparent"}
      className={cn("fixed inset-x-0 top-0 z-40", solid ? "bg-white shadow-card" : "on-dark bg-transparent")}
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8 md:h-20">
        <Logo variant={solid ? "dark" : "light"} />
        <nav aria-label={shellTexts.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {main.map((entry) =>
              "links" in entry ? (
                <NavMenu key={entry.label} label={entry.label} links={entry.links} tone={tone} />
              ) : (
                <HeaderLink key={entry.label} link={entry} tone={tone} />
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <SocialLinks className="hidden xl:flex" linkClassName={cn("hover:bg-current/10", tone)} />
          <SearchButton className={tone} />
          <ThemeToggle className={tone} />
          <button
            type="button"
            onClick={openLogin}
            className={cn(
              "hidden min-h-11 items-center gap-2 rounded-full border px-4 font-semibold transition-[background-color] lg:inline-flex",
              solid
                ? "border-brand text-brand hover:bg-brand-50"
                : "border-white/70 text-white hover:bg-white/10",
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
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only">{menuOpen ? shellTexts.closeMenu : shellTexts.openMenu}</span>
          </button>
        </div>
      </div>
      <MobileNav
        id={MOBILE_NAV_ID}
        onToggle={setMenuOpen}
        onLogin={() => {
          document.getElementById(MOBILE_NAV_ID)?.hidePopover();
          openLogin();
        }}
      />
      {/* In <body>, not in the header landmark (as the search dialog). */}
      {loginMounted &&
        createPortal(
          <WidgetBoundary>
            <Suspense fallback={null}>
              <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} />
            </Suspense>
          </WidgetBoundary>,
          document.body,
        )}
    </header>
  );
}

function HeaderLink({ link, tone }: { link: NavLinkData & { external?: boolean }; tone: string }) {
  const className =
    "inline-flex min-h-11 items-center rounded-full px-3 font-semibold transition-[background-color] hover:bg-current/10";
  return (
    <li>
      {link.external ? (
        <a href={link.href} className={cn(className, tone)}>
          {link.label}
        </a>
      ) : (
        <NavLink
          to={link.href}
          className={({ isActive }) =>
            cn(className, tone, isActive && "underline decoration-2 underline-offset-8")
          }
        >
          {link.label}
        </NavLink>
      )}
    </li>
  );
}
