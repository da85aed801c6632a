import { lazy, Suspense, useSyncExternalStore } from "react";

/** Its own chunk, fetched after hydration, and only in a build with analytics configured. */
// A bare env read (Vite writes it in as a literal, `undefined` when unset): the bundler can only
// drop the chunk when the condition is visible in this module.
const AnalyticsRoot = import.meta.env.VITE_ANALYTICS_PROVIDER ? lazy(() => import("./analytics-root")) : null;

const noSubscription = () => () => {};

function LoadAfterHydration() {
  // False in the pre-rendered HTML and while hydrating: the analytics root is client-only.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!AnalyticsRoot || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsRoot />
    </Suspense>
  );
}

/**
 * The one mount point of analytics (root.tsx). Renders nothing in the pre-rendered HTML; after
 * hydration it loads the analytics root (page views, consent banner). Without analytics, root.tsx
 * does not render it, and the bundler leaves this module out.
 */
export function AnalyticsMount() {
  return import.meta.env.VITE_ANALYTICS_PROVIDER ? <LoadAfterHydration /> : null;
}
