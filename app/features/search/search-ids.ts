/** The search box's placeholder (search-button.tsx), the popover a tap opens before any code. */
export const SEARCH_WAITING_ID = "search-waiting";
/** The placeholder's field, where the visitor types before the dialog's code has come. */
export const SEARCH_WAITING_INPUT_ID = `${SEARCH_WAITING_ID}-input`;
