import { lazy, Suspense } from "react";
import { useHydrated } from "~/lib/hooks/use-hydrated";

/** Its own chunk, fetched after hydration, and only in a build with analytics configured. */
// A bare env read (Vite writes it in as a literal, `undefined` when unset): the bundler can only
// drop the chunk when the condition is visible in this module.
const AnalyticsRoot = import.meta.env.VITE_ANALYTICS_PROVIDER ? lazy(() => import("./analytics-root")) : null;

/**
 * The one mount point of analytics (its island in the layout, only in a build with analytics). Renders nothing in
 * the pre-rendered HTML and while hydrating (it is client-only); then it loads the analytics root
 * (page views, consent banner).
 */
export function AnalyticsMount() {
  const hydrated = useHydrated();
  if (!AnalyticsRoot || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsRoot />
    </Suspense>
  );
}
