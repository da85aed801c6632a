export interface PhraseLink {
  phrase: string;
  href: string;
}

export type TextSegment = { text: string; href?: undefined } | { text: string; href: string };

/**
 * Splits `text` into plain and linked segments: the first occurrence of each phrase (matched
 * case-insensitively, keeping the text's own casing) becomes a link. Phrases not found are skipped.
 */
export function linkPhrases(text: string, links: readonly PhraseLink[]): TextSegment[] {
  const lower = text.toLowerCase();
  const hits = links
    .map((link) => ({ link, at: lower.indexOf(link.phrase.toLowerCase()) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at);

  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const { link, at } of hits) {
    if (at < cursor) continue; // overlaps an earlier link
    if (at > cursor) segments.push({ text: text.slice(cursor, at) });
    const end = at + link.phrase.length;
    segments.push({ text: text.slice(at, end), href: link.href });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor) });
  return segments;
}
