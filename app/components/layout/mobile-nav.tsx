import { LogIn } from "lucide-react";
import type { MenuEntry, NavLink as NavLinkData } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { Eyebrow } from "../ui/eyebrow";
import { LOGIN_DIALOG_ID } from "./login-dialog";
import { SocialLinks } from "./social-links";
import { loginTexts, shellTexts } from "~/content/ui";
import { MOBILE_NAV_ID } from "./shell";

/**
 * The menu below the header on narrow screens (shown below the lg breakpoint): a popover, opened
 * by the header's menu button (`popovertarget`) from the first tap; the browser closes it on Esc
 * or a press outside and returns focus to the button. The shell script (./shell.ts)
 * moves focus into it when it opens and makes the header solid meanwhile. Login opens the
 * login `<dialog>` (`commandfor`), and the shell script closes this menu first.
 */
export function MobileNav({ pathname, main }: { pathname: string; main: readonly MenuEntry[] }) {
  return (
    <nav
      id={MOBILE_NAV_ID}
      aria-label={shellTexts.mobileNav}
      popover="auto"
      // Below the header (h-18, md:h-20), full width: fixed in the top layer, as popovers are.
      className="inset-x-0 top-18 bottom-auto m-0 max-h-[calc(100dvh-4.5rem)] w-full overflow-y-auto border-0 border-t border-line bg-white px-5 pt-0 pb-8 text-ink sm:px-8 md:top-20 md:max-h-[calc(100dvh-5rem)] lg:hidden"
    >
      <ul className="divide-y divide-line">
        {main.map((entry) =>
          "links" in entry ? (
            <MobileGroup key={entry.label} title={entry.label} links={entry.links} pathname={pathname} />
          ) : (
            <MobileLink key={entry.label} link={entry} pathname={pathname} />
          ),
        )}
      </ul>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <button
          type="button"
          {...{ commandfor: LOGIN_DIALOG_ID, command: "show-modal" }}
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

function MobileLink({
  link,
  pathname,
}: {
  link: Exclude<MenuEntry, { links: NavLinkData[] }>;
  pathname: string;
}) {
  const current = !link.external && link.href === pathname;
  return (
    <li>
      <a
        href={link.href}
        aria-current={current ? "page" : undefined}
        className={cn("block py-3 text-lg font-semibold", current && "text-brand")}
      >
        {link.label}
      </a>
    </li>
  );
}

function MobileGroup({
  title,
  links,
  pathname,
}: {
  title: string;
  links: readonly NavLinkData[];
  pathname: string;
}) {
  return (
    <li className="py-3">
      <Eyebrow className="text-teal">{title}</Eyebrow>
      <ul className="mt-2 grid gap-x-4 sm:grid-cols-2">
        {links.map((link) => {
          const current = link.href === pathname;
          return (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={current ? "page" : undefined}
                className={cn("block py-2 font-medium text-ink hover:text-brand", current && "text-brand")}
              >
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
