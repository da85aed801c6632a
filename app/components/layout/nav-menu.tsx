import { ChevronDown } from "lucide-react";
import { useId } from "react";
import type { NavLink } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { MAIN_MENU_NAME } from "./shell";

interface NavMenuProps {
  label: string;
  links: readonly NavLink[];
  /** Text colour classes of the trigger (the header's state). */
  tone: string;
  /** The page's own path: its link is marked current. */
  pathname: string;
}

/**
 * A disclosure menu for the desktop header, built on `<details>`: the browser opens and closes it,
 * from the first tap after the first paint, and one menu of the header at a time (`name`). The
 * shell script (./shell.ts) adds what the element lacks: Esc closes it and returns focus
 * to its summary, and it closes on outside presses and focus leaving. Following a link loads the
 * next page, where every menu starts closed.
 */
export function NavMenu({ label, links, tone, pathname }: NavMenuProps) {
  const panelId = useId();
  const active = links.some((link) => link.href === pathname);

  return (
    <li className="relative">
      <details name={MAIN_MENU_NAME} className="group">
        <summary
          aria-controls={panelId}
          className={cn(
            "inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-full px-3 font-semibold transition-[background-color] select-none hover:bg-current/10 [&::-webkit-details-marker]:hidden",
            tone,
            active && "underline decoration-2 underline-offset-8",
          )}
        >
          {label}
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <ul
          id={panelId}
          className="absolute top-full left-0 mt-2 w-72 rounded-2xl border border-line bg-white p-2 text-ink shadow-lift dark:scheme-dark"
        >
          {links.map((link) => {
            const current = link.href === pathname;
            return (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "block rounded-xl px-4 py-2.5 font-medium hover:bg-brand-50 hover:text-brand",
                    current && "bg-brand-50 text-brand",
                  )}
                >
                  {link.label}
                </a>
              </li>
            );
          })}
        </ul>
      </details>
    </li>
  );
}
