import { ArrowLeft, ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";

/**
 * A link with an arrow: forward, closing a card ("Read article", the arrow moves as the card is
 * hovered), or `back` ("All insights", the arrow before the text).
 */
export function ArrowLink({
  to,
  back = false,
  className,
  children,
}: {
  to: string;
  back?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={cn("inline-flex items-center gap-2 font-semibold text-brand hover:text-navy", className)}
    >
      {back && <ArrowLeft aria-hidden="true" className="size-4" />}
      {children}
      {!back && (
        <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
      )}
    </Link>
  );
}
