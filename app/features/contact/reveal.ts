/**
 * A `data-reveal` list below the first screen (contact-info-strip.tsx) waits hidden ("waiting")
 * and slides in ("revealed") when it comes into view; in the first screen, under reduced motion or
 * without an IntersectionObserver it stays as the HTML has it ("static", visible). Inline at the
 * end of the pages that have one (app/layouts/behaviours.ts `bodyEndScript`).
 */
import { whenParsed } from "~/lib/page-lifecycle";
import { REDUCED_MOTION } from "~/lib/reduced-motion";

export const REVEAL = "data-reveal";

export default function reveal() {
  whenParsed(() => {
    if (!("IntersectionObserver" in window) || matchMedia(REDUCED_MOTION).matches) return;
    for (const list of document.querySelectorAll(`[${REVEAL}]`)) {
      let first = true;
      const seen = new IntersectionObserver(
        (entries) => {
          const inView = entries.some((entry) => entry.isIntersecting);
          if (first) {
            // The first report says where the list starts: in view, it stays as it is.
            first = false;
            if (inView) seen.disconnect();
            else list.setAttribute(REVEAL, "waiting");
            return;
          }
          if (!inView) return;
          list.setAttribute(REVEAL, "revealed");
          seen.disconnect();
        },
        { rootMargin: "0px 0px -10% 0px" },
      );
      seen.observe(list);
    }
  });
}
