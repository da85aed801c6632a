import { island } from "~/components/ui/island";
import { SearchButton } from "~/features/search/search-button";

/**
 * The header's search button: its code and the dialog's load on first use; Pagefind starts at the
 * first sign of intent (features/search/search-warm.ts, in the head script).
 */
export const SearchIsland = island(SearchButton);
