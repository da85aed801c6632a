import { LogIn } from "lucide-react";
import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { isPopoverOpen, usePopoverToggle } from "~/lib/hooks/use-popover";
import type { MenuEntry, NavLink as NavLinkData } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { SocialLinks } from "./social-links";
import { useSiteNavigation } from "./use-site-navigation";
import { Eyebrow } from "../ui/eyebrow";
import { loginTexts, shellTexts } from "~/content/ui";

interface MobileNavProps {
  id: string;
  /** Hears whether the menu is open. */
  onToggle: (open: boolean) => void;
  onLogin: () => void;
}

/**
 * The menu below the header on narrow screens (shown below the lg breakpoint): a popover, opened
 * by the header's menu button (`popovertarget`) from the first tap, before any script runs; the
 * browser closes it on Esc or a press outside and returns focus to the button. Our code moves
 * focus into it when it opens and closes it on navigation.
 */
export function MobileNav({ id, onToggle, onLogin }: MobileNavProps) {
  const ref = useRef<HTMLElement>(null);
  const { main } = useSiteNavigation();
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  usePopoverToggle(ref, (open) => {
    onToggle(open);
    if (open) ref.current?.querySelector<HTMLElement>("a, button")?.focus();
  });
  // Following one of its links (or any navigation) closes it; hydrating does not.
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    if (isPopoverOpen(ref.current)) ref.current?.hidePopover();
  }, [pathname]);

  return (
    <nav
      ref={ref}
      id={id}
      aria-label={shellTexts.mobileNav}
      popover="auto"
      // Below the header (h-18, md:h-20), full width: fixed in the top layer, as popovers are.
      className="inset-x-0 top-18 bottom-auto m-0 max-h-[calc(100dvh-4.5rem)] w-full overflow-y-auto border-0 border-t border-line bg-white px-5 pt-0 pb-8 text-ink sm:px-8 md:top-20 md:max-h-[calc(100dvh-5rem)] lg:hidden"
    >
      <ul className="divide-y divide-line">
        {main.map((entry) =>
          "links" in entry ? (
            <MobileGroup key={entry.label} title={entry.label} links={entry.links} />
          ) : (
            <MobileLink key={entry.label} link={entry} />
          ),
        )}
      </ul>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <button
          type="button"
          onClick={onLogin}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand px-5 font-semibold text-brand"
        >
          <LogIn aria-hidden="true" className="size-4" />
          {loginTexts.button}
        </button>
        <SocialLinks linkClassName="text-navy hover:bg-brand-50" />
      </div>
    </nav>
  );
}

function MobileLink({ link }: { link: Exclude<MenuEntry, { links: NavLinkData[] }> }) {
  const className = "block py-3 text-lg font-semibold";
  return (
    <li>
      {link.external ? (
        <a href={link.href} className={className}>
          {link.label}
        </a>
      ) : (
        <NavLink to={link.href} className={({ isActive }) => cn(className, isActive && "text-brand")}>
          {link.label}
        </NavLink>
      )}
    </li>
  );
}

function MobileGroup({ title, links }: { title: string; links: readonly NavLinkData[] }) {
  return (
    <li className="py-3">
      <Eyebrow className="text-teal">{title}</Eyebrow>
      <ul className="mt-2 grid gap-x-4 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <NavLink
              to={link.href}
              className={({ isActive }) =>
                cn("block py-2 font-medium text-ink hover:text-brand", isActive && "text-brand")
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
