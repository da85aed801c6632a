/**
 * A tap on a services card (flip-card-grid.tsx), outside its link, turns it over or back
 * (`data-flipped`; hover and keyboard focus turn it in CSS alone). Inline in the `<head>` of the
 * pages that have such cards (app/layouts/behaviours.ts), listening on the document: a tap at
 * first paint is answered.
 */

/** A card turns over while this is "true". */
export const FLIPPED = "data-flipped";

export default function flipCards() {
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const card = target && !target.closest("a") ? target.closest(`[${FLIPPED}]`) : null;
    card?.setAttribute(FLIPPED, String(card.getAttribute(FLIPPED) !== "true"));
  });
}
