import { useRouteLoaderData } from "react-router";
import type { SiteNavigation } from "~/content/navigation";

/**
 * The header and footer link sets, built from the content records at build time by the root
 * route's loader (`app/root.tsx`) and pre-rendered into every page.
 */
export function useSiteNavigation(): SiteNavigation {
  const data = useRouteLoaderData<{ navigation: SiteNavigation }>("root");
  if (!data) throw new Error("The root loader's navigation is missing");
  return data.navigation;
}
