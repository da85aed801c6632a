/**
 * The icons content may name (the careers perks, the home offers): the schemas offer them as
 * choices and `components/ui/icon.tsx` maps each to its Lucide icon (the compiler checks both agree).
 */
export const ICON_NAMES = [
  "Award",
  "ClipboardList",
  "Code",
  "GraduationCap",
  "HeartPulse",
  "Laptop",
  "Lightbulb",
  "TrendingUp",
  "Users",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
