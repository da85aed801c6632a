/**
 * Arrow keys in a search box, the dialog (./search-dialog.tsx) or its placeholder (./search-warm.ts):
 * ArrowDown and ArrowUp move focus between its field and its results' links, in order; from
 * anywhere else they do what they always do.
 */
export function moveFocusOnArrows(event: KeyboardEvent, field: HTMLElement | null, list: Element | null) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const items = [field, ...(list?.querySelectorAll<HTMLElement>("a") ?? [])].filter(
    (item): item is HTMLElement => item !== null,
  );
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index === -1) return;
  event.preventDefault();
  const next = event.key === "ArrowDown" ? Math.min(index + 1, items.length - 1) : Math.max(index - 1, 0);
  items[next]?.focus();
}
