import type { Inline } from "~/lib/rich-text";
import { InlineText } from "./rich-text";

/**
 * What a control that needs script says where the browser runs none (app.css shows it there, in
 * the place of its "loading" text): where to go instead, with links.
 */
export function NoScriptText({ parts }: { parts: readonly Inline[] }) {
  return (
    <span data-when-no-script="">
      <InlineText parts={parts} linkClassName="font-semibold text-brand underline underline-offset-2" />
    </span>
  );
}
