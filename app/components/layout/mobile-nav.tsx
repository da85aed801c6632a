import { LogIn } from "lucide-react";
import { useEffect, useRef } from "react";
import { NavLink } from "react-router";
import type { MenuEntry, NavLink as NavLinkData } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { SocialLinks } from "./social-links";
import { useSiteNavigation } from "./use-site-navigation";
import { Eyebrow } from "../ui/eyebrow";

interface MobileNavProps {
  id: string;
  open: boolean;
  onClose: () => void;
  onLogin: () => void;
}

/** The menu below the header on narrow screens (shown below the lg breakpoint). Esc closes it. */
export function MobileNav({ id, open, onClose, onLogin }: MobileNavProps) {
  const ref = useRef<HTMLElement>(null);
  const { main } = useSiteNavigation();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    ref.current?.querySelector<HTMLElement>("a, button")?.focus();
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  return (
    <nav
      ref={ref}
      id={id}
      aria-label="Mobile"
      hidden={!open}
      className="max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-line bg-white px-5 pb-8 text-ink sm:px-8 lg:hidden"
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
          Login
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
