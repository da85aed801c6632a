/** The search box's placeholder (search-placeholder.tsx), the popover a tap opens before any code. */
export const SEARCH_WAITING_ID = "search-waiting";
/** The placeholder's field, where the visitor types before the dialog's code has come. */
export const SEARCH_WAITING_INPUT_ID = `${SEARCH_WAITING_ID}-input`;
/** Where the placeholder lists the title index's matches. */
export const SEARCH_WAITING_RESULTS_ID = `${SEARCH_WAITING_ID}-results`;
/** The placeholder's template of one result. */
export const SEARCH_WAITING_HIT_ID = `${SEARCH_WAITING_ID}-hit`;
/** The window event that starts the search island's code (`client:use`'s `wakeOn`): search-warm.ts sends it at the first sign of intent. */
export const SEARCH_INTENT_EVENT = "altura:search-intent";
