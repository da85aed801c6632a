import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False in the pre-rendered HTML and during hydration, true once the page's script runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
