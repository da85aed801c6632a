import { useCallback, useEffect, useRef, type FocusEvent, type RefObject } from "react";

interface ChatFocusOptions {
  panelRef: RefObject<HTMLElement | null>;
  logRef: RefObject<HTMLElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Changes of the controls that can hold focus (input on/off, options shown, conversation ended). */
  controls: readonly unknown[];
  onClose: () => void;
  /**
   * Whether focus moves in as the panel opens: when the visitor opens it, yes; when it opens
   * again as a page loads (it was open on the last page), no, since a visitor arriving on a page
   * starts at its top, the skip link first.
   */
  takeFocus?: boolean;
}

/**
 * Focus management of the chat panel: focus goes in when the visitor opens it, follows the
 * conversation when the focused control goes away (to the input when it is on, else the first
 * option or restart button, else the log), and Esc closes from anywhere inside. Once the visitor
 * has moved on (a press or focus outside), focus is never pulled back; a panel that opened without
 * taking focus follows the conversation once the visitor works in it.
 */
export function useChatFocus({
  panelRef,
  logRef,
  inputRef,
  controls,
  onClose,
  takeFocus = true,
}: ChatFocusOptions) {
  /** Focus was put on the log because the control that had it went away. */
  const parkedRef = useRef(false);
  /** The visitor is working in the panel (focus inside it, or lost from inside it). */
  const activeRef = useRef(takeFocus);

  const focusBestTarget = useCallback(() => {
    const input = inputRef.current;
    const target =
      (input && !input.disabled ? input : null) ??
      panelRef.current?.querySelector<HTMLElement>("[data-chat-option], [data-chat-restart]") ??
      logRef.current;
    target?.focus({ preventScroll: true });
    parkedRef.current = target === logRef.current;
  }, [panelRef, logRef, inputRef]);

  // Focus moves into the panel when the visitor opens it.
  useEffect(() => {
    if (takeFocus) focusBestTarget();
  }, [takeFocus, focusBestTarget]);

  // When the focused control disappears or is disabled (an option chosen, the input turned off),
  // or the input turns on while focus waits on the log, focus follows the conversation.
  useEffect(() => {
    const active = document.activeElement;
    const lost =
      !active || active === document.body || (active instanceof HTMLInputElement && active.disabled);
    const parked = parkedRef.current && active === logRef.current;
    if ((lost && activeRef.current) || parked) focusBestTarget();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the focusable controls change
  }, [...controls, focusBestTarget]);

  // Esc closes from anywhere inside the panel.
  useEffect(() => {
    const panel = panelRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        onClose();
      }
    };
    // A press outside the panel means the visitor moved on: do not pull focus back later.
    const onPointerDown = (event: PointerEvent) => {
      if (panel && !panel.contains(event.target as Node)) activeRef.current = false;
    };
    panel?.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      panel?.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [panelRef, onClose]);

  /**
   * The control that has focus is about to go away. A keyboard user waits on the log until the
   * input or the options come back; after a click, focus simply follows when they do.
   */
  const parkFocus = useCallback(
    (control: HTMLElement) => {
      if (!control.matches(":focus-visible")) return;
      logRef.current?.focus({ preventScroll: true });
      parkedRef.current = true;
    },
    [logRef],
  );

  /** Handlers for the panel element: whether the visitor is working in it. */
  const panelProps = {
    onFocus: () => {
      activeRef.current = true;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (next && !event.currentTarget.contains(next)) activeRef.current = false;
    },
  };

  return { parkFocus, panelProps };
}
