import { siteNavigation, type SiteNavigation } from "~/content/navigation";

let navigation: SiteNavigation | undefined;

/**
 * The header and footer link sets, built from the content records. The header and footer render
 * only at build time (no island carries them), so the records never reach the browser.
 */
export function useSiteNavigation(): SiteNavigation {
  navigation ??= siteNavigation();
  return navigation;
}
