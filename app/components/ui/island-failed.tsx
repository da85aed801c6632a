import { site } from "~/content/site";
import { formFailedTexts } from "~/content/ui";
import { cn } from "~/lib/cn";
import { ISLAND_FAILED_NOTICE } from "./island-state";

/**
 * Placed right after a form's island (app/pages/[...page].astro): shown only when the island's
 * code never came (app.css, `data-island="failed"`). The form's fields keep what was typed; this
 * says so and offers the email address, so no lead is lost silently. It takes focus when a press
 * on the form could not be carried out (./island-use.ts).
 */
export function IslandFailed({
  form,
  email,
  className,
}: {
  /** Which form: its notice is in content/ui.yml (`formFailed`). */
  form: keyof typeof formFailedTexts;
  email?: string;
  className?: string;
}) {
  const address = email ?? site.contact.emails.general;
  return (
    <p
      role="alert"
      tabIndex={-1}
      {...{ [ISLAND_FAILED_NOTICE]: "" }}
      className={cn("mt-4 rounded-xl border border-danger/40 bg-surface p-4 text-ink", className)}
    >
      {formFailedTexts[form]}{" "}
      <a href={`mailto:${address}`} className="font-semibold text-brand underline">
        {address}
      </a>
      .
    </p>
  );
}
