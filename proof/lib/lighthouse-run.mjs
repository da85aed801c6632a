/** What `npm run bench` and the Lighthouse gate of `npm test` (proof/audits/lighthouse.mjs) share. */
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_FLAGS, findChromium } from "../../scripts/lib/chromium.mjs";

/** A headless Chromium for Lighthouse to drive (`.port`, `.kill()`). */
export async function launchChromium() {
  return chromeLauncher.launch({
    chromePath: (await findChromium()) ?? undefined,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
}

/** One Lighthouse run; a run that errored (no metrics) is repeated up to twice before it counts. */
export async function withRetries(url, run, attempt = 1) {
  try {
    return await run();
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(`  (${url}: run ${attempt} failed: ${error.message}; running again)`);
    return withRetries(url, run, attempt + 1);
  }
}
