/** The brand palette. Every colour in the artwork is one of these or a mix of two of them. */
export const ink = "#0B1533";
export const navy = "#10244A";
export const blue = "#1D4ED8";
export const bright = "#3B82F6";
export const sky = "#93C5FD";
export const teal = "#14B8A6";
export const mint = "#99F6E4";
export const amber = "#F59E0B";
export const white = "#F8FAFC";
export const slate = "#CBD5E1";

/** Linear mix of two palette colours (t = share of b). Used for shading faces. */
export function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return "#" + pa.map((v, i) => Math.round(v + (pb[i] - v) * t).toString(16).padStart(2, "0")).join("").toUpperCase();
}
