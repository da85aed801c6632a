import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Utilities are not merged: a component that lets a caller change one of its
 * own properties takes a prop for it (see ArtImage's `sizeClassName`), because Tailwind decides
 * between two conflicting utilities by their order in the stylesheet, not in the attribute.
 * (tailwind-merge did the merging at a cost of 8.8 KB gzip on every page; see app/components/cn.test.ts.)
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
