/** The index of the value nearest `target` (the first wins a tie; 0 for no values). */
export function nearestIndex(values: readonly number[], target: number): number {
  let best = 0;
  values.forEach((value, index) => {
    if (Math.abs(value - target) < Math.abs((values[best] ?? 0) - target)) best = index;
  });
  return best;
}
