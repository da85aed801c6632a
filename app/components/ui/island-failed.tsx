import { site } from "~/content/site";
import { cn } from "~/lib/cn";

/**
 * Placed right after a form's island in its page (an `.astro` file): shown only when the island's
 * code never came (app.css, `data-island="failed"`). The form's fields keep what was typed; this
 * says so and offers the email address, so no lead is lost silently.
 */
export function IslandFailed({
  what,
  email,
  className,
}: {
  what: string;
  email?: string;
  className?: string;
}) {
  const address = email ?? site.contact.emails.general;
  return (
    <p
      role="alert"
      data-island-failed=""
      className={cn("mt-4 rounded-xl border border-danger/40 bg-surface p-4 text-ink", className)}
    >
      {what} could not be loaded. What you typed is still there: please reload the page, or write to us at{" "}
      <a href={`mailto:${address}`} className="font-semibold text-brand underline">
        {address}
      </a>
      .
    </p>
  );
}
