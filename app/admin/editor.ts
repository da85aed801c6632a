/**
 * The editor page's one script (/admin/preview.js: scripts/cms.mjs `previewBundle` bundles it).
 * Decap starts as soon as its bundle runs and asks for its config at once; the config names the
 * site's checked backend, which exists only once this script has registered it. A script that
 * merely follows Decap's on the page loses that race whenever it arrives after the config (a
 * busy machine, a slow network): "Backend not found", and no editor. So Decap is told to wait
 * (its `CMS_MANUAL_INIT`), loaded from here, given the site's backend, date field and previews,
 * and only then started.
 */
import { DECAP_SCRIPT } from "~/lib/shared-constants.mjs";
import { loadScript } from "~/lib/load-script";
import { registerPreviews, type DecapGlobals } from "./preview";

(window as { CMS_MANUAL_INIT?: boolean }).CMS_MANUAL_INIT = true;
try {
  await loadScript(DECAP_SCRIPT);
} catch (error) {
  document.body.append("The editor's files did not load. Check the connection and reload the page.");
  throw error;
}
const decap = window as unknown as DecapGlobals;
registerPreviews(decap);
decap.CMS.init();
