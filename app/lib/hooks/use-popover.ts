import { useEffect, useEffectEvent, type RefObject } from "react";

/** Whether a `popover` element is shown (false in a browser without popovers). */
export function isPopoverOpen(element: Element | null): boolean {
  try {
    return element?.matches(":popover-open") ?? false;
  } catch {
    return false;
  }
}

/**
 * Follows a popover the browser opens and closes by itself (`popovertarget`, Esc, a press outside):
 * `onToggle` hears its state once hydrated (it may have been opened before the code came) and at
 * every change.
 */
export function usePopoverToggle(ref: RefObject<HTMLElement | null>, onToggle: (open: boolean) => void) {
  const toggled = useEffectEvent(onToggle);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const sync = () => toggled(isPopoverOpen(element));
    if (isPopoverOpen(element)) sync();
    element.addEventListener("toggle", sync);
    return () => element.removeEventListener("toggle", sync);
  }, [ref]);
}
