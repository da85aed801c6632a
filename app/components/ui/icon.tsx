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
 * The icons content may name. Listed explicitly so the bundle carries only these, not the whole
 * icon set; a unit test checks that every icon named in content is here.
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

export function isIconName(name: string): name is IconName {
  return name in icons;
}

export function Icon({ name, ...props }: { name: string } & LucideProps) {
  const Component = isIconName(name) ? icons[name] : Lightbulb;
  return <Component aria-hidden="true" {...props} />;
}
