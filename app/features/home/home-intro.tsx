import { ArrowRight } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { InlineText } from "~/components/ui/rich-text";
import type { Inline } from "~/lib/rich-text";
import type { HomeLabels } from "./home-labels";

interface HomeIntroProps {
  title: string;
  text: readonly Inline[];
  labels: HomeLabels;
}

/** The intro paragraph: its service phrases open their pages in a new tab; Learn more goes to /company. */
export function HomeIntro({ title, text, labels }: HomeIntroProps) {
  return (
    <section aria-labelledby="intro-title" className="py-16 md:py-24">
      <Container className="grid gap-8 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <h2 id="intro-title" className="text-title font-bold tracking-tight">
          {title}
        </h2>
        <div>
          <p className="text-lg leading-8 text-muted md:text-xl md:leading-9">
            <InlineText
              parts={text}
              newTab
              linkClassName="font-semibold text-brand underline decoration-brand/30 underline-offset-4 hover:decoration-brand"
            />
          </p>
          <ButtonLink to="/company" className="mt-8">
            {labels.learnMore}
            <span className="sr-only"> {labels.learnMoreAbout}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
