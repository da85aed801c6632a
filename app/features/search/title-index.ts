/**
 * The title index: each page's URL, title and description, a few KB that the build writes beside
 * Pagefind's index (scripts/build/search-index.mjs, from Pagefind's own record of each page). It
 * answers a search typed at first paint: in the placeholder (./search-warm.ts, before any file of
 * code) and in the dialog until Pagefind, its WebAssembly and its index have come.
 */
import { loadOnce } from "~/lib/load-once";
import type { ExcerptPart } from "./excerpt";
import { MAX_HITS, type SearchHit } from "./pagefind";

/** Where the build writes the title index. */
export const TITLE_INDEX_URL = "/pagefind/titles.json";

/** One page of the title index. */
export interface TitledPage {
  url: string;
  title: string;
  description: string;
}

/** Lower case and without accents, so that "Café" and "cafe" meet. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The words of `text`, folded. */
const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether one of `words` begins with `term`. */
const hasWord = (words: string[], term: string) => words.some((word) => word.startsWith(term));

/** `text` in runs, the words that begin with one of `terms` marked. */
function markTerms(text: string, terms: string[]): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  for (const piece of text.split(/([\p{L}\p{N}]+)/u)) {
    if (!piece) continue;
    const mark = terms.some((term) => fold(piece).startsWith(term));
    const last = parts.at(-1);
    if (last && last.mark === mark) last.text += piece;
    else parts.push({ text: piece, mark });
  }
  return parts;
}

/**
 * The pages whose title or description has, for each word of `query`, a word that begins with it:
 * those with more of the words in their title first, then in the index's order; at most MAX_HITS.
 * A page's excerpt is its description, the matched words marked.
 */
export function matchTitles(pages: readonly TitledPage[], query: string): SearchHit[] {
  const terms = wordsOf(query);
  if (terms.length === 0) return [];
  return pages
    .map((page) => {
      const title = wordsOf(page.title);
      const words = [...title, ...wordsOf(page.description)];
      const matches = terms.every((term) => hasWord(words, term));
      return { page, matches, inTitle: terms.filter((term) => hasWord(title, term)).length };
    })
    .filter(({ matches }) => matches)
    .sort((a, b) => b.inTitle - a.inTitle)
    .slice(0, MAX_HITS)
    .map(({ page }) => ({ url: page.url, title: page.title, excerpt: markTerms(page.description, terms) }));
}

/**
 * The title index, fetched once per page; a failed load can be retried. `loaded()` gives it once
 * it has come: a dialog that opens then shows its matches in its first frame. The head script
 * (./search-warm.ts) and the island each fetch it; the second is answered from the browser's
 * cache (files under /pagefind/ are kept a day: deploy/policy.mjs).
 */
export const loadTitleIndex = loadOnce(async () => {
  const response = await fetch(TITLE_INDEX_URL);
  if (!response.ok) throw new Error(`${TITLE_INDEX_URL}: ${response.status}`);
  return (await response.json()) as TitledPage[];
});
