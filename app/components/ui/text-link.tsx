import type { MouseEventHandler, ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { linkKind } from "~/lib/links";
import { shellTexts } from "~/content/ui";

interface TextLinkProps {
  href: string;
  className?: string;
  /** Opens in a new tab (and says so to screen readers). */
  newTab?: boolean;
  onClick?: MouseEventHandler;
  children: ReactNode;
}

/**
 * A link inside text, by the site's link policy (`~/lib/links`): a path of the site navigates in
 * the app, an allowed address is a plain link, anything else is shown as its text only.
 */
export function TextLink({ href, className, newTab, onClick, children }: TextLinkProps) {
  const kind = linkKind(href);
  if (!kind) return children;
  const target = newTab ? "_blank" : undefined;
  const rel = newTab || /^https:/.test(href) ? "noopener noreferrer" : undefined;
  const props = { className, onClick, target, rel };
  const content = (
    <>
      {children}
      {newTab && <span className="sr-only"> {shellTexts.newTab}</span>}
    </>
  );
  return kind === "internal" ? (
    <Link to={href} {...props}>
      {content}
    </Link>
  ) : (
    <a href={href} {...props}>
      {content}
    </a>
  );
}
