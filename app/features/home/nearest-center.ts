/** The index of the box whose vertical centre is nearest `viewportCenter` (first wins a tie). */
export function nearestToCenter(
  boxes: readonly { top: number; height: number }[],
  viewportCenter: number,
): number {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  boxes.forEach((box, index) => {
    const distance = Math.abs(box.top + box.height / 2 - viewportCenter);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}
