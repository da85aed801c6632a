import type { ComponentProps } from "react";
import type { InfoBlock } from "~/content/types";
import { cn } from "~/lib/cn";
import { ArtImage } from "../ui/art-image";
import { Paragraphs } from "../ui/paragraphs";

interface InfoBlocksProps extends ComponentProps<"div"> {
  blocks: readonly InfoBlock[];
}

/** Image and text blocks that alternate sides; line breaks in a description become paragraphs. */
export function InfoBlocks({ blocks, className, ...props }: InfoBlocksProps) {
  return (
    <div className={cn("space-y-16 md:space-y-24", className)} {...props}>
      {blocks.map((block, index) => (
        <article
          key={block.title}
          className="grid items-center gap-8 md:grid-cols-2 md:gap-14"
          data-testid="info-block"
        >
          <div className={cn("mx-auto w-full max-w-md", index % 2 === 1 && "md:order-2")}>
            <ArtImage art={block.art} alt={block.alt} className="rounded-card" />
          </div>
          <div>
            <h3 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{block.title}</h3>
            <div className="mt-5 space-y-4 text-lg leading-8 text-muted">
              <Paragraphs text={block.description} />
            </div>
          </div>
        </article>
      ))}
    </div>
  );
}
