import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { Container } from "../ui/container";
import { SectionHeading } from "../ui/section-heading";

interface PageSectionProps extends Omit<ComponentProps<"section">, "title"> {
  /** Unique on the page: used for the heading id that labels the section. */
  name: string;
  title: string;
  text?: string;
  eyebrow?: string;
  tone?: "white" | "tinted" | "dark";
  align?: "start" | "center";
}

/** A titled band of the page: heading, lead text and its content, on one of three backgrounds. */
export function PageSection({
  name,
  title,
  text,
  eyebrow,
  tone = "white",
  align = "start",
  className,
  children,
  ...props
}: PageSectionProps) {
  const headingId = `${name}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "py-16 md:py-24",
        tone === "tinted" && "bg-surface",
        tone === "dark" && "on-dark bg-ink text-white",
        className,
      )}
      {...props}
    >
      <Container>
        <SectionHeading
          headingId={headingId}
          title={title}
          text={text}
          eyebrow={eyebrow}
          align={align}
          tone={tone === "dark" ? "dark" : "light"}
        />
        <div className="mt-10 md:mt-14">{children}</div>
      </Container>
    </section>
  );
}
