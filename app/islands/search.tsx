import { island } from "~/components/ui/island";
import { SearchButton } from "~/features/search/search-button";

/** The header's search button: its code loads on first use; the dialog and Pagefind on opening. */
export const SearchIsland = island(SearchButton);
