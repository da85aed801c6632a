import { vi } from "vitest";

/**
 * An IntersectionObserver for unit tests (jsdom has none): installs a stand-in as the global and
 * returns `report`, which answers the observers made so far as the browser would, with one entry:
 * whether `target` (if the code reads it) is in view.
 */
export function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  return (isIntersecting: boolean, target?: Element) => {
    const entry = { isIntersecting, target } as IntersectionObserverEntry;
    for (const callback of callbacks) callback([entry], {} as IntersectionObserver);
  };
}
