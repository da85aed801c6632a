/**
 * The moments of a page's life the behaviours wait for: parsed, loaded, and shown (a page the
 * Speculation Rules prerendered is loaded while hidden, and shown only when the visitor follows
 * the link, if ever). Each runs its callback at once when the moment has passed.
 */

/**
 * Once the document has been parsed: when `readyState` leaves "loading", which is before the
 * page's deferred and module scripts have run (DOMContentLoaded waits for them, and for their
 * files to come).
 */
export function whenParsed(run: () => void, doc: Document = document) {
  if (doc.readyState !== "loading") return run();
  const parsed = () => {
    if (doc.readyState === "loading") return;
    doc.removeEventListener("readystatechange", parsed);
    run();
  };
  doc.addEventListener("readystatechange", parsed);
}

/** Once the page has loaded (the load event). */
export function whenLoaded(run: () => void, doc: Document = document) {
  if (doc.readyState === "complete") run();
  else (doc.defaultView ?? window).addEventListener("load", () => run(), { once: true });
}

/** Whether the page is being prerendered: loaded, not yet shown (`document.prerendering`). */
export function isPrerendering(doc: Document = document): boolean {
  return (doc as Document & { prerendering?: boolean }).prerendering === true;
}

/** Once the page is shown: at once, or when a prerendered page is activated (`prerenderingchange`). */
export function whenShown(run: () => void, doc: Document = document) {
  if (isPrerendering(doc)) doc.addEventListener("prerenderingchange", () => run(), { once: true });
  else run();
}

/** `whenShown` as a promise. */
export const shown = (doc: Document = document) => new Promise<void>((resolve) => whenShown(resolve, doc));
