/**
 * Loads Pagefind's browser API from the built site (`/pagefind/pagefind.js`, written by
 * scripts/build/search-index.mjs). The head script starts it at the first sign of intent
 * (./search-warm.ts); the dialog imports the same URL, so it gets that instance, started. The
 * module fetches its WebAssembly and index files from /pagefind/ as the visitor types.
 */
import { loadOnce } from "~/lib/load-once";
import { excerptParts, type ExcerptPart } from "./excerpt";

/** Where the build puts Pagefind's browser module. */
export const PAGEFIND_URL = "/pagefind/pagefind.js";

/** What the search shows of one page. */
export interface SearchHit {
  url: string;
  title: string;
  /** The text that matched, in runs; the matched words marked. */
  excerpt: ExcerptPart[];
}

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  /** One entry per section (heading) of the page that matched. */
  sub_results?: { excerpt: string }[];
}

const markCount = (excerpt: string) => excerpt.split("<mark>").length - 1;

/** The excerpt that shows the most matched words: the page's, or one of its sections'. */
export function bestExcerpt(page: Pick<PagefindResultData, "excerpt" | "sub_results">): string {
  return [page.excerpt, ...(page.sub_results ?? []).map((sub) => sub.excerpt)].reduce((best, excerpt) =>
    markCount(excerpt) > markCount(best) ? excerpt : best,
  );
}

/** The part of Pagefind's API we use. */
export interface PagefindModule {
  /** Starts the worker, loads the WebAssembly and the index's metadata; once per page. */
  init(): Promise<void>;
  /** Loads the index chunks `term` needs, so a search for it answers from memory. */
  preload(term: string): Promise<void>;
  debouncedSearch(
    query: string,
    options?: object,
    debounceMs?: number,
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

/** The most results shown for one query. */
export const MAX_HITS = 8;
const DEBOUNCE_MS = 200;

/** Pagefind's module, fetched and started once; a failed load can be retried. */
export const loadPagefind = loadOnce(async () => {
  // Pagefind's default excerpt length (30 words): shorter windows miss the matched phrase.
  const module = (await import(/* @vite-ignore */ PAGEFIND_URL)) as PagefindModule;
  await module.init();
  return module;
});

/** The pages that match `query`, best first; null when a newer query replaced this one. */
export async function searchSite(query: string): Promise<SearchHit[] | null> {
  const pagefind = await loadPagefind();
  const search = await pagefind.debouncedSearch(query, {}, DEBOUNCE_MS);
  if (!search) return null;
  const data = await Promise.all(search.results.slice(0, MAX_HITS).map((result) => result.data()));
  return data.map((page) => ({
    url: page.url,
    title: page.meta.title ?? page.url,
    excerpt: excerptParts(bestExcerpt(page)),
  }));
}
