/**
 * The words of the site's forms (content/forms.yml, edited in the CMS under Site, checked by
 * scripts/content.mjs): labels, buttons, thank-you texts, delivery failures and validation
 * messages. A module of its own, so that only the forms' code (loaded on first use) carries it.
 */
import record from "./generated/forms.json" with { type: "json" };
import type { FormsRecord } from "./schema";
import { fillPlaceholders } from "./site";

export { fillIn } from "./fill-in";

export const formTexts: FormsRecord = /* @__PURE__ */ fillPlaceholders(record as FormsRecord);
