import {
  Award,
  ClipboardList,
  Code,
  GraduationCap,
  HeartPulse,
  Laptop,
  Lightbulb,
  TrendingUp,
  Users,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";
import type { IconName } from "~/content/icon-names";

/**
 * The icons content may name (`IconName`, app/content/icon-names.ts), each mapped to its Lucide
 * icon. Listed explicitly so the bundle carries only these, not the whole icon set.
 */
export const icons = {
  Award,
  ClipboardList,
  Code,
  GraduationCap,
  HeartPulse,
  Laptop,
  Lightbulb,
  TrendingUp,
  Users,
} satisfies Record<IconName, LucideIcon>;

export type { IconName };

export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Component = icons[name];
  return <Component aria-hidden="true" {...props} />;
}
