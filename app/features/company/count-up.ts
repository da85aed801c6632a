/** Ease-out cubic: fast start, gentle landing. */
export function easeOutCubic(progress: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  return 1 - (1 - clamped) ** 3;
}

/** The value a counter shows `elapsedMs` into a count from 0 to `target` lasting `durationMs`. */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0) return target;
  return Math.round(target * easeOutCubic(elapsedMs / durationMs));
}
