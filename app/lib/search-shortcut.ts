/** True when a key press belongs to a field the visitor is typing in. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches("input, textarea, select");
}

/**
 * `/` or Ctrl/Cmd+K, outside fields: the shortcuts that open search. The shell answers them before
 * the search island is ready (components/layout/shell.ts), the island itself after.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey || isTypingTarget(event.target))
    return false;
  if (event.key === "/") return !event.ctrlKey && !event.metaKey;
  return event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.shiftKey;
}
