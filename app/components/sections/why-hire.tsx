import type { ArtName } from "~/content/types";
import { ArtImage } from "../ui/art-image";
import { Container } from "../ui/container";
import { Paragraphs } from "../ui/paragraphs";

interface WhyHireProps {
  title: string;
  text: string;
  art: ArtName;
  alt: string;
}

/** "Why hire us": a large illustration beside the argument. */
export function WhyHire({ title, text, art, alt }: WhyHireProps) {
  return (
    <section aria-labelledby="why-hire-title" className="py-16 md:py-24">
      <Container className="grid items-center gap-10 md:grid-cols-2 md:gap-16">
        <ArtImage art={art} alt={alt} className="mx-auto max-w-md rounded-card" />
        <div>
          <h2 id="why-hire-title" className="text-title font-bold tracking-tight">
            {title}
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-8 text-muted">
            <Paragraphs text={text} />
          </div>
        </div>
      </Container>
    </section>
  );
}
