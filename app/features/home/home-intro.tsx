import { ArrowRight } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { linkPhrases, type PhraseLink } from "~/lib/link-phrases";

interface HomeIntroProps {
  title: string;
  text: string;
  links: readonly PhraseLink[];
}

/** The intro paragraph: its service phrases open their pages in a new tab; Learn more goes to /company. */
export function HomeIntro({ title, text, links }: HomeIntroProps) {
  return (
    <section aria-labelledby="intro-title" className="py-16 md:py-24">
      <Container className="grid gap-8 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <h2 id="intro-title" className="text-title font-bold tracking-tight">
          {title}
        </h2>
        <div>
          <p className="text-lg leading-8 text-muted md:text-xl md:leading-9">
            {linkPhrases(text, links).map((segment, index) =>
              segment.href ? (
                <a
                  key={index}
                  href={segment.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand underline decoration-brand/30 underline-offset-4 hover:decoration-brand"
                >
                  {segment.text}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <span key={index}>{segment.text}</span>
              ),
            )}
          </p>
          <ButtonLink to="/company" className="mt-8">
            Learn more
            <span className="sr-only"> about us</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
