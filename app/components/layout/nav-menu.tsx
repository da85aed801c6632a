import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { NavLink as RouterNavLink, useLocation } from "react-router";
import type { NavLink } from "~/content/navigation";
import { cn } from "~/lib/cn";

interface NavMenuProps {
  label: string;
  links: readonly NavLink[];
  /** Text colour class of the trigger, set by the header state. */
  tone: string;
}

/**
 * A disclosure menu for the desktop header, built on `<details>`: the browser opens and closes it,
 * from the first tap after the first paint, before any of our code runs, and one menu of the
 * header at a time (`name`). Our code adds what the element lacks: Esc closes it and returns focus
 * to its summary, and it closes on outside presses, focus leaving, and navigation.
 */
export function NavMenu({ label, links, tone }: NavMenuProps) {
  const { pathname } = useLocation();
  const panelId = useId();
  const ref = useRef<HTMLDetailsElement>(null);
  const shownAt = useRef(pathname);

  // Following one of its links (or any navigation) closes it; hydrating does not.
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    // Esc closes the open menu wherever focus is (Firefox and Safari do not focus a summary that is
    // clicked), and focus returns to its summary.
    const onKey = (event: KeyboardEvent) => {
      const details = ref.current;
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, []);

  const active = links.some((link) => link.href === pathname);
  const close = () => {
    if (ref.current) ref.current.open = false;
  };

  return (
    <li className="relative">
      {/* Focus leaving bubbles up from the summary and links inside. */}
      <details
        ref={ref}
        name="main-menu"
        className="group"
        onBlur={(event) => {
          if (!ref.current?.contains(event.relatedTarget as Node | null)) close();
        }}
      >
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
          {links.map((link) => (
            <li key={link.href}>
              <RouterNavLink
                to={link.href}
                className={({ isActive }) =>
                  cn(
                    "block rounded-xl px-4 py-2.5 font-medium hover:bg-brand-50 hover:text-brand",
                    isActive && "bg-brand-50 text-brand",
                  )
                }
              >
                {link.label}
              </RouterNavLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
