import type { ComponentProps } from "react";

/**
 * An internal link: a plain anchor. Navigation is the browser's (no client router); the site's
 * paths are `/x` and every host serves `x.html` for them. `to` keeps the call sites as they were.
 */
export function Link({ to, children, ...props }: Omit<ComponentProps<"a">, "href"> & { to: string }) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}
