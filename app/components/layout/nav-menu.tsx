import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
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
 * A disclosure menu for the desktop header: the button toggles a list of links, Esc closes it and
 * returns focus to the button, and it closes on outside clicks, focus leaving, and navigation.
 */
export function NavMenu({ label, links, tone }: NavMenuProps) {
  const { pathname } = useLocation();
  // Open only on the page where it was opened: following one of its links closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (value: boolean) => setOpenAt(value ? pathname : null);
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const active = links.some((link) => link.href === pathname);

  return (
    // Esc and focus-leaving bubble up from the button and links inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={cn(
          "inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-semibold transition-colors hover:bg-current/10",
          tone,
          active && "underline decoration-2 underline-offset-8",
        )}
      >
        {label}
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <ul
        id={panelId}
        hidden={!open}
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
    </li>
  );
}
