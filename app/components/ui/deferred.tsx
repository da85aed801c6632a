import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState, type ComponentType } from "react";
import { replayHeldTaps, type DeferredState } from "~/lib/held-taps";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { useInView } from "~/lib/hooks/use-in-view";
import { tabStorage } from "~/lib/storage";
import { OnMount } from "./on-mount";
import { WidgetBoundary } from "./widget-boundary";

interface DeferredProps<P extends object> {
  /**
   * The component as the pre-render draws it: pass `import.meta.env.SSR ? Component : undefined`,
   * so that the browser bundle does not import it (the bundler drops the unused branch).
   */
  server: ComponentType<P> | undefined;
  /** The same component for the browser (`deferredCode`), downloaded when `when` says. */
  code: DeferredCode<P>;
  props: P;
  /** When the code is downloaded: on first use only, or also when the part nears the viewport. */
  when: "use" | "near";
  /** Load at once on this page view (e.g. the visitor has a draft for it in this tab). */
  loadNow?: () => boolean;
  /** Calls `load` when something outside the part needs it (returns the unsubscribe). */
  subscribe?: (load: () => void) => () => void;
  /** Distance from the viewport at which a "near" part loads. */
  rootMargin?: string;
  className?: string;
}

/** A part's code for the browser (see `deferredCode`). */
export interface DeferredCode<P extends object> {
  /** Downloads the component: a dynamic `import()`. */
  load: () => Promise<ComponentType<P>>;
  /** The component, loading as soon as it renders (where React renders the part in the browser). */
  atOnce: ComponentType<P>;
}

/**
 * A part's code, declared once at module level: React drops the state of a component that
 * suspends on mount and renders it anew, so its lazy component cannot be made in render.
 */
export function deferredCode<P extends object>(load: () => Promise<ComponentType<P>>): DeferredCode<P> {
  return { load, atOnce: lazy(() => load().then((component) => ({ default: component }))) };
}

/** What the visitor does inside a waiting part that asks for its code. */
const USE_EVENTS = ["pointerdown", "focusin", "input", "change"] as const;

/**
 * The one way a part of a page gets its code later than the page: its HTML is pre-rendered and
 * shown at once, and React keeps it as it is (a Suspense boundary waiting for the code) until the
 * code is downloaded, on first use (pointer, focus or typing inside it) or, with `when="near"`,
 * also when it nears the viewport. Until then it is the browser's: links work, fields take focus
 * and typing (the form's code adopts what they hold when it mounts: react-hook-form reads fields
 * edited before it was ready, see use-deliverable-form.ts), and a button tapped is held and
 * pressed once the code is there (app/lib/held-taps.ts). Use before our code ran is marked by the
 * head script (`data-deferred="used"`) and loads it at once.
 *
 * Where React renders the part in the browser instead (a client-side navigation), the code loads
 * at once, and the navigation waits for it. A fault inside stays inside (`WidgetBoundary`).
 */
export function Deferred<P extends object>({
  server,
  code,
  props,
  when,
  loadNow,
  subscribe,
  rootMargin = "300px",
  className,
}: DeferredProps<P>) {
  const id = useId();
  // Rendered by React in the browser (a client-side navigation), not hydrated: there is no HTML to
  // keep, so the code loads at once, and no boundary of its own: the navigation (a transition)
  // keeps the previous page until the code is there, never an empty area. Fixed at mount.
  const hydrated = useHydrated();
  const [clientRendered] = useState(hydrated);
  const [gate] = useState(() => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    const Lazy = lazy(() => opened.then(code.load).then((component) => ({ default: component })));
    return { open, Lazy };
  });
  const [viewRef, view] = useInView<HTMLDivElement>({ rootMargin, disabled: when !== "near" });

  // The part's state is set on the element directly (`DeferredState`), not in React state, so that
  // the wrapper never re-renders while its boundary waits; the head script and tests read it.
  const mark = useCallback(
    (state: DeferredState) => {
      const box = document.getElementById(id);
      if (box && box.dataset.deferred !== "ready") box.dataset.deferred = state;
    },
    [id],
  );
  const start = useCallback(() => {
    mark("loading");
    gate.open();
  }, [gate, mark]);
  const onReady = useCallback(() => {
    mark("ready");
    // In a task of its own: after the renders that the part's own effects started (a form
    // adopting what its fields held) have committed, so a held Send sends what the form shows.
    setTimeout(() => {
      const box = document.getElementById(id);
      if (box) replayHeldTaps(box);
    });
  }, [id, mark]);

  useEffect(() => {
    const box = document.getElementById(id);
    if (!box) return;
    if (box.dataset.deferred === "used" || loadNow?.()) start();
    // On the window, in the capture phase: ahead of React's listeners, which may stop events
    // aimed at a part that has not hydrated yet.
    const onUse = (event: Event) => {
      if (event.target instanceof Node && box.contains(event.target)) start();
    };
    for (const type of USE_EVENTS) window.addEventListener(type, onUse, true);
    const unsubscribe = subscribe?.(start);
    return () => {
      unsubscribe?.();
      for (const type of USE_EVENTS) window.removeEventListener(type, onUse, true);
    };
  }, [id, loadNow, subscribe, start]);

  useEffect(() => {
    if (view?.seen) start();
  }, [view, start]);

  const Component = import.meta.env.SSR && server ? server : clientRendered ? code.atOnce : gate.Lazy;
  // One element for the boundary, made once: a re-render of this wrapper must not give the
  // waiting boundary new props, or React would have to drop the pre-rendered HTML.
  const content = useMemo(() => {
    const part = (
      <>
        <Component {...props} />
        <OnMount run={onReady} />
      </>
    );
    return (
      <WidgetBoundary>
        {clientRendered ? (
          part
        ) : (
          // The fallback shows only if an update from above reaches the boundary before its code
          // came (the pre-rendered HTML is dropped then): the code loads at once.
          <Suspense fallback={<OnMount run={start} />}>{part}</Suspense>
        )}
      </WidgetBoundary>
    );
  }, [Component, props, onReady, start, clientRendered]);

  return (
    <div
      id={id}
      ref={viewRef}
      data-deferred={clientRendered ? "loading" : "waiting"}
      className={className ?? "contents"}
    >
      {content}
    </div>
  );
}

/**
 * For `loadNow`: whether this tab has stored any of `keys` in sessionStorage (a draft to restore,
 * a choice to show), so the part must start as the visitor left it. False where storage is blocked.
 */
export function storedInTab(...keys: string[]): () => boolean {
  return () => keys.some((key) => tabStorage.getItem(key) !== null);
}
