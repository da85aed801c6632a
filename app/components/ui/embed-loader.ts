/**
 * A click-to-load frame (embed-facade.tsx): its button makes the frame from the facade's data and
 * focuses it, and again once its page has come if focus fell to the page meanwhile (a frame of
 * another site is replaced as its page arrives, and focus can go with the old one). Inline in the
 * `<head>` of the pages that have one (app/layouts/behaviours.ts), listening on the document.
 */

/** The facade, carrying the frame's `data-src`, `data-title` and `data-class`. */
export const EMBED_FACADE = "data-embed-facade";
/** Its button. */
export const EMBED_LOAD = "data-embed-load";

/** The frame the facade describes, made from its data as properties, never as markup. */
export function frameFor(facade: HTMLElement): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.src = facade.dataset.src ?? "";
  frame.title = facade.dataset.title ?? "";
  frame.className = facade.dataset.class ?? "";
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  return frame;
}

export default function embedLoader() {
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${EMBED_LOAD}]`) : null;
    const facade = button?.closest<HTMLElement>(`[${EMBED_FACADE}]`);
    if (!facade) return;
    const frame = frameFor(facade);
    facade.replaceChildren(frame);
    frame.addEventListener("load", () => {
      if (document.activeElement === document.body) frame.focus();
    });
    frame.focus();
  });
}
