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

/**
 * The icons content may name (`IconName`, checked by the compiler). Listed explicitly so the
 * bundle carries only these, not the whole icon set.
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
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Component = icons[name];
  return <Component aria-hidden="true" {...props} />;
}
