import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { Container } from "../ui/container";

interface PageSectionProps extends Omit<ComponentProps<"section">, "title"> {
  /** Unique on the page: used for the heading id that labels the section. */
  name: string;
  title: string;
  text?: string;
  tone?: "white" | "tinted" | "dark";
  align?: "start" | "center";
}

/** A titled band of the page: its h2, lead text and content, on one of three backgrounds. */
export function PageSection({
  name,
  title,
  text,
  tone = "white",
  align = "start",
  className,
  children,
  ...props
}: PageSectionProps) {
  const headingId = `${name}-title`;
  const dark = tone === "dark";
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "py-16 md:py-24",
        tone === "tinted" && "bg-surface",
        dark && "on-dark bg-ink text-white",
        className,
      )}
      {...props}
    >
      <Container>
        <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
          <h2
            id={headingId}
            className={cn("text-title font-bold tracking-tight", dark ? "text-white" : "text-ink")}
          >
            {title}
          </h2>
          {text && (
            <p className={cn("mt-4 text-lg leading-8", dark ? "text-slate-200" : "text-muted")}>{text}</p>
          )}
        </div>
        <div className="mt-10 md:mt-14">{children}</div>
      </Container>
    </section>
  );
}
