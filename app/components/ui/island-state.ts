/**
 * What an island's directive (./island-use.ts, inlined in every page) and the code that comes
 * later (./island.tsx, the forms, the shell's shortcuts, app.css) read of each other: names in the
 * DOM, since the directive shares no module instance with them. No imports: the directive
 * inlines this module into every page.
 */

/** On `<astro-island>`: "loading", "ready" (hydrated) or "failed"; absent until first use. */
export const ISLAND_STATE = "data-island";

/** A held control whose island never gets its code is released after this long. */
export const ISLAND_GIVE_UP_MS = 10_000;

/** Dispatched on its `<astro-island>` by an island once React has committed it (./island.tsx). */
export const ISLAND_READY_EVENT = "island:ready";

/**
 * On a button disabled in the pre-rendered HTML because it can do nothing without JavaScript (a
 * form's Send): the directive enables it as soon as its island is parsed, so that a tap on it is
 * held like any other.
 */
export const ENABLED_BY_SCRIPT = "data-enabled-by-script";

/**
 * On a field of an island that the visitor left (focus moved on) before the island's code was
 * there: the form counts it as touched once its code comes (use-deliverable-form.ts), so its
 * message shows as if the code had been there all along.
 */
export const LEFT_BEFORE_CODE = "data-left-before-code";

/**
 * On the notice right after a form's island (./island-failed.tsx), shown when the island's code
 * did not come (app.css); a press on the form's Send then moves focus to it.
 */
export const ISLAND_FAILED_NOTICE = "data-island-failed";
