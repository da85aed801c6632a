import { CheckCircle2 } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { Card } from "../ui/card";

interface GroupedListsProps extends ComponentProps<"div"> {
  groups: readonly { title: string; items: readonly string[] }[];
}

/** Titled checklists side by side (project management practices). */
export function GroupedLists({ groups, className, ...props }: GroupedListsProps) {
  return (
    <div className={cn("grid gap-6 md:grid-cols-2 lg:grid-cols-3", className)} {...props}>
      {groups.map((group) => (
        <Card as="section" key={group.title} aria-label={group.title} className="p-7">
          <h3 className="text-xl font-bold">{group.title}</h3>
          <ul className="mt-4 space-y-3">
            {group.items.map((item) => (
              <li key={item} className="flex gap-3 leading-7 text-muted">
                <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-teal" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}
