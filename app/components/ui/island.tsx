import { useEffect, useRef, type ComponentType } from "react";
import { ISLAND_READY_EVENT } from "./island-state";

/**
 * A component made an island. Once React has committed it in the browser it tells its
 * `<astro-island>` (`ISLAND_READY_EVENT`): the `client:use` directive then marks it ready and
 * presses the taps it held meanwhile (./island-use.ts). Astro's own signal (the `ssr` attribute
 * going) comes when hydration starts, not when it is done: React hydrates in a transition.
 */
export function island<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    const ref = useRef<HTMLSpanElement>(null);
    useEffect(() => {
      ref.current?.closest("astro-island")?.dispatchEvent(new Event(ISLAND_READY_EVENT));
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
