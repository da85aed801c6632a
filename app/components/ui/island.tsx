import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from "react";
import { useInView } from "~/lib/hooks/use-in-view";
import { tabStorage } from "~/lib/storage";

interface IslandProps<P extends object> {
  /**
   * The component as the pre-render draws it: pass `import.meta.env.SSR ? Component : undefined`,
   * so that the browser bundle does not import it (the bundler drops the unused branch).
   */
  server: ComponentType<P> | undefined;
  /** The same component for the browser: a dynamic `import()`, downloaded when `when` says. */
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** When the code is downloaded: on first use only, or also when the island nears the viewport. */
  when: "use" | "near";
  /** Load at once on this page view (e.g. the visitor has a draft for it in this tab). */
  loadNow?: () => boolean;
  /** Calls `load` when something outside the island needs it (returns the unsubscribe). */
  subscribe?: (load: () => void) => () => void;
  /** Distance from the viewport at which a "near" island loads. */
  rootMargin?: string;
  className?: string;
}

/** Island components whose code is already here (see `preloadIsland`), by their `load`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one map for islands of any props
const preloaded = new WeakMap<() => Promise<ComponentType<any>>, ComponentType<any>>();

/**
 * Downloads an island's code ahead of its render: a route's `clientLoader` calls it, so that on a
 * client-side navigation the page arrives with the island drawn (no empty area while its code
 * downloads). Never rejects: a failed download is the island's own to retry when it renders.
 */
export async function preloadIsland<P>(load: () => Promise<ComponentType<P>>): Promise<void> {
  try {
    preloaded.set(load, await load());
  } catch {
    // The island's lazy boundary loads it again.
  }
}

/** What the visitor can do inside an island before its code arrives; each starts the download. */
const USE_EVENTS = ["focusin", "pointerdown", "keydown", "input"] as const;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;
const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type);

/**
 * Whether a control no longer shows its pre-rendered state: changed by the visitor before the page
 * hydrated (no listener of ours was there yet), or by the browser restoring a reloaded form.
 */
function edited(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    // Pre-rendered: the last option marked `selected`, or else the first.
    const initial = [...control.options].findLastIndex((option) => option.defaultSelected);
    return control.selectedIndex !== Math.max(initial, 0);
  }
  if (isCheckable(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLInputElement && control.type === "file") return Boolean(control.files?.length);
  return control.value !== control.defaultValue;
}

/**
 * Part of a page whose HTML is pre-rendered at once but whose code (a form with its validation
 * library, a widget) is downloaded and hydrated only on first use (focus, pointer, key or input
 * inside it) or, with `when="near"`, also when it comes near the viewport. Until then React keeps
 * the pre-rendered HTML as it is (a Suspense boundary that waits for the code), so it is visible
 * and readable, and its fields accept typing.
 *
 * Nothing the visitor does in the meantime is lost: what is typed into a field is replayed into
 * it, as input events, once the code has hydrated (so a form library that resets its fields on
 * start sees the text as typed), and a submit before then is held and submitted again then.
 * Where React renders the island in the browser instead (a client-side navigation, or an update
 * from above before the code came), the code loads at once (see LoadOnMount), or is there already
 * (`preloadIsland`).
 */
export function Island<P extends object>({
  server,
  load,
  props,
  when,
  loadNow,
  subscribe,
  rootMargin = "300px",
  className,
}: IslandProps<P>) {
  const id = useId();
  const [gate] = useState(() => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    const Lazy = lazy(() => opened.then(load).then((component) => ({ default: component })));
    return { open, Lazy };
  });
  const hydrated = useRef(false);
  const typed = useRef(new Map<Control, string | boolean>());
  const heldSubmit = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);
  const heldClick = useRef<HTMLButtonElement | null>(null);
  const left = useRef(new Set<Control>());
  // File inputs given files before hydration: the node keeps them, the form code must hear of them.
  const picked = useRef(new Set<HTMLInputElement>());
  const [viewRef, view] = useInView<HTMLDivElement>({ rootMargin, disabled: when !== "near" });

  // The island's state, for tests and styles: "waiting" (pre-rendered HTML only), "loading" (the
  // code is on its way), "ready" (hydrated). Set on the element directly: not React state, so
  // that the wrapper never re-renders while its boundary waits.
  const mark = useCallback(
    (state: "loading" | "ready") => {
      const box = document.getElementById(id);
      if (box && box.dataset.island !== "ready") box.dataset.island = state;
    },
    [id],
  );
  const start = useCallback(() => {
    mark("loading");
    gate.open();
  }, [gate, mark]);

  // After the island hydrated: put back what was typed, then send a held submit.
  const onHydrated = useCallback(() => {
    hydrated.current = true;
    mark("ready");
    for (const [control, value] of typed.current) {
      if (!control.isConnected) continue;
      if (typeof value === "boolean") {
        if (control instanceof HTMLInputElement && control.checked !== value) control.click();
        continue;
      }
      // The form's code may have reset the field, or kept the text but not seen it: either way,
      // the text goes in again as an input event. React fires onChange only when its record of
      // the value differs: set another value through the element (updates the record), then the
      // typed one through the prototype's setter (does not).
      control.value = value === "" ? " " : "";
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), "value")?.set?.call(control, value);
      control.dispatchEvent(new Event("input", { bubbles: true }));
      control.dispatchEvent(new Event("change", { bubbles: true }));
    }
    for (const control of picked.current) {
      if (control.isConnected && control.files?.length)
        control.dispatchEvent(new Event("change", { bubbles: true }));
    }
    picked.current.clear();
    // Fields the visitor has already left count as visited (touched) for the form's messages.
    for (const control of left.current) {
      if (control.isConnected && control !== document.activeElement) {
        control.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
      }
    }
    left.current.clear();
    typed.current.clear();
    const held = heldSubmit.current;
    const clicked = heldClick.current;
    heldSubmit.current = null;
    heldClick.current = null;
    if (held?.form.isConnected) {
      const submitter = held.submitter && held.form.contains(held.submitter) ? held.submitter : undefined;
      held.form.requestSubmit(submitter);
    } else if (clicked?.isConnected) {
      // Once enabled: a submit button may be enabled by the render that follows hydration.
      const press = (frames: number) => {
        if (!clicked.disabled) clicked.click();
        else if (frames > 0) requestAnimationFrame(() => press(frames - 1));
      };
      press(60);
    }
  }, [mark]);

  useEffect(() => {
    const box = document.getElementById(id);
    if (!box) return;
    const record = (control: Control) => {
      if (control instanceof HTMLInputElement && control.type === "file") {
        picked.current.add(control); // the node keeps its files; announced again once hydrated
      } else {
        typed.current.set(control, isCheckable(control) ? control.checked : control.value);
      }
    };
    // Used before this listener existed: kept like anything typed from now on.
    const before = [...box.querySelectorAll<Control>("input, textarea, select")].filter(edited);
    before.forEach(record);
    if (before.length > 0 || loadNow?.()) start();
    const inside = (event: Event) => event.target instanceof Node && box.contains(event.target);
    // On the window, in the capture phase: ahead of React's own listeners on the document,
    // which stop events aimed at a part that has not hydrated yet.
    const onUse = (event: Event) => {
      if (hydrated.current || !inside(event)) return;
      start();
      if (event.type === "focusout" && isControl(event.target)) left.current.add(event.target);
      if ((event.type === "input" || event.type === "change") && isControl(event.target))
        record(event.target);
    };
    // A button pressed before hydration (React drops that click, and a form's submit button may
    // be disabled until then, when only the pointer event arrives): pressed again once hydrated.
    const onClick = (event: Event) => {
      if (hydrated.current || !inside(event) || !(event.target instanceof Element)) return;
      const button = event.target.closest("button");
      if (button && button.type !== "reset") heldClick.current = button;
    };
    const onSubmit = (event: SubmitEvent) => {
      if (hydrated.current || !inside(event) || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      heldSubmit.current = { form: event.target, submitter: event.submitter };
      start();
    };
    const types = [...USE_EVENTS, "change", "focusout"];
    for (const type of types) window.addEventListener(type, onUse, true);
    window.addEventListener("submit", onSubmit, true);
    window.addEventListener("click", onClick, true);
    window.addEventListener("pointerdown", onClick, true);
    const unsubscribe = subscribe?.(start);
    return () => {
      unsubscribe?.();
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("pointerdown", onClick, true);
      for (const type of types) window.removeEventListener(type, onUse, true);
      window.removeEventListener("submit", onSubmit, true);
    };
  }, [id, loadNow, subscribe, start]);

  useEffect(() => {
    if (view?.seen) start();
  }, [view, start]);

  const Component =
    import.meta.env.SSR && server
      ? server
      : ((preloaded.get(load) as ComponentType<P> | undefined) ?? gate.Lazy);
  // One element for the boundary, made once: a re-render of this wrapper must not give the
  // waiting boundary new props, or React would have to drop the pre-rendered HTML.
  const content = useMemo(
    () => (
      <Suspense fallback={<LoadOnMount load={start} />}>
        <Component {...props} />
        <HydratedSignal onHydrated={onHydrated} />
      </Suspense>
    ),
    [Component, props, onHydrated, start],
  );

  return (
    <div id={id} ref={viewRef} data-island="waiting" className={className ?? "contents"}>
      {content}
    </div>
  );
}

/**
 * The boundary's fallback, mounted only when React renders the island in the browser instead of
 * hydrating it: on a client-side navigation, or when an update from above (a router context, e.g.
 * an in-page #anchor link) reaches the boundary before its code came. The pre-rendered HTML is
 * gone then, so the code loads at once.
 */
const LoadOnMount = memo(function LoadOnMount({ load }: { load: () => void }) {
  useEffect(() => load(), [load]);
  return null;
});

/** Rendered after the island's component: its effect runs once the component has hydrated. */
const HydratedSignal = memo(function HydratedSignal({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
});

/**
 * For `loadNow`: whether this tab has stored any of `keys` in sessionStorage (a draft to restore,
 * a choice to show), so the island must start as the visitor left it. False where storage is blocked.
 */
export function storedInTab(...keys: string[]): () => boolean {
  return () => keys.some((key) => tabStorage.getItem(key) !== null);
}
