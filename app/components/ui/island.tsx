import { useEffect, useRef, type ComponentType } from "react";
import { ISLAND_READY_EVENT, ISLAND_USED, replayHeldTaps } from "~/lib/island-state";

/**
 * A component made an island. Once React has committed it in the browser it marks its
 * `<astro-island>` ready and presses the taps held meanwhile (app/lib/held-taps.ts). Astro's own
 * signal (the `ssr` attribute going) comes when hydration starts, not when it is done: React
 * hydrates in a transition.
 */
export function island<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    const ref = useRef<HTMLSpanElement>(null);
    useEffect(() => {
      const host = ref.current?.closest("astro-island");
      if (!host) return;
      host.setAttribute(ISLAND_USED, "ready");
      host.dispatchEvent(new Event(ISLAND_READY_EVENT));
      // In a task of its own: after the renders the island's own effects started.
      window.setTimeout(() => replayHeldTaps(host));
    }, []);
    return (
      <>
        <Component {...props} />
        <span ref={ref} hidden />
      </>
    );
  }
  Island.displayName = `Island(${Component.displayName ?? Component.name})`;
  return Island;
}
