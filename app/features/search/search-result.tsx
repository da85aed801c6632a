import { FileText } from "lucide-react";
import { useId, type ComponentProps } from "react";
import { Link } from "~/components/ui/link";
import type { ExcerptPart } from "./excerpt";
import type { SearchHit } from "./pagefind";
import { searchTexts } from "~/content/search";

/** A matched word in an excerpt. */
const MARK_CLASS = "rounded-sm bg-brand-100 px-0.5 text-ink";

/** An excerpt's runs, the matched words marked. */
export function ExcerptText({ parts }: { parts: readonly ExcerptPart[] }) {
  return parts.map((part, index) =>
    part.mark ? (
      <mark key={index} className={MARK_CLASS}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/**
 * A result: the title is the link (its name is what it shows, WCAG 2.5.3), the excerpt its
 * description; the link's hit area and focus ring span the whole card.
 */
export function SearchResult({ hit, onOpen }: { hit: SearchHit; onOpen?: () => void }) {
  const excerptId = useId();
  return (
    <li className="relative flex gap-3 rounded-xl border border-line p-4 outline-offset-2 outline-brand-600 transition-colors hover:border-brand hover:bg-brand-50 has-[a:focus-visible]:outline-3">
      <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
      <span className="min-w-0">
        <Link
          to={hit.url}
          onClick={onOpen}
          aria-describedby={excerptId}
          className="block font-semibold text-ink after:absolute after:inset-0 focus-visible:outline-none"
        >
          {hit.title}
        </Link>
        <span id={excerptId} className="mt-1 line-clamp-2 block text-sm leading-6 text-muted">
          <ExcerptText parts={hit.excerpt} />
        </span>
      </span>
    </li>
  );
}

/** The list of results, in the dialog and in the placeholder alike (an empty one there, hidden). */
export function SearchResults({
  hits,
  onOpen,
  ...list
}: { hits: readonly SearchHit[]; onOpen?: () => void } & ComponentProps<"ul">) {
  return (
    <ul
      {...list}
      aria-label={searchTexts.results}
      className="mt-1 max-h-[55vh] space-y-2 overflow-y-auto p-1"
    >
      {hits.map((hit) => (
        <SearchResult key={hit.url} hit={hit} onOpen={onOpen} />
      ))}
    </ul>
  );
}
