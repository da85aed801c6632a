import { ArrowRight } from "lucide-react";
import type { ComponentProps } from "react";
import type { CallToAction } from "~/content/types";
import { cn } from "~/lib/cn";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";

interface CtaBandProps extends ComponentProps<"section"> {
  cta: CallToAction;
}

/** The closing call to action of a page. */
export function CtaBand({ cta, className, ...props }: CtaBandProps) {
  return (
    <section aria-labelledby="cta-title" className={cn("py-16 md:py-24", className)} {...props}>
      <Container>
        <div className="on-dark relative overflow-hidden rounded-[2rem] bg-linear-to-r from-brand to-navy px-8 py-12 text-white shadow-lift md:px-14 md:py-16">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 size-72 rounded-full bg-teal-bright/30 blur-3xl"
          />
          <div className="relative flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <h2 id="cta-title" className="text-title font-bold tracking-tight">
                {cta.title}
              </h2>
              <p className="mt-4 text-lg leading-8 text-blue-50">{cta.text}</p>
            </div>
            {/* A pure call to action: kept out of the search index's text. */}
            <ButtonLink to={cta.href} variant="light" className="shrink-0" data-pagefind-ignore>
              {cta.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
